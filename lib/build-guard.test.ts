// The build guard lives in next.config.mjs, which Node loads without a TypeScript runner
// (docs/lead-safety.md#the-build-guard).
import { buildEnvProblem } from '../next.config.mjs';

describe('buildEnvProblem (the production build guard)', () => {
  it.each([
    ['no site URL, no API base', {}],
    ['a localhost site URL', { NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }],
    ['a 127.0.0.1 site URL', { NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:4173' }],
    [
      'the test build (local API base only)',
      { NEXT_PUBLIC_MAIL_LIST_API_BASE: 'http://localhost:5173' },
    ],
    [
      'a public site URL with no API base (same origin)',
      { NEXT_PUBLIC_SITE_URL: 'https://www.example.com' },
    ],
    [
      'a public site URL with an empty API base (same origin)',
      { NEXT_PUBLIC_SITE_URL: 'https://www.example.com', NEXT_PUBLIC_MAIL_LIST_API_BASE: ' ' },
    ],
    [
      'a public site URL with a public API base',
      {
        NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
        NEXT_PUBLIC_MAIL_LIST_API_BASE: 'https://api.example.com',
      },
    ],
  ])('lets %s build', (_label, env) => {
    expect(buildEnvProblem(env)).toBeNull();
  });

  it.each([
    ['is localhost', { NEXT_PUBLIC_MAIL_LIST_API_BASE: 'http://localhost:8787' }],
    ['is 127.0.0.1', { NEXT_PUBLIC_MAIL_LIST_API_BASE: 'http://127.0.0.1:8787/' }],
    ['is [::1]', { NEXT_PUBLIC_MAIL_LIST_API_BASE: 'http://[::1]:8787' }],
    ['is a .localhost name', { NEXT_PUBLIC_MAIL_LIST_API_BASE: 'http://api.localhost' }],
  ])('stops a public site whose API base %s, naming the variable to set', (_label, env) => {
    const problem = buildEnvProblem({ NEXT_PUBLIC_SITE_URL: 'https://www.example.com', ...env });
    expect(problem).toMatch(/Unset NEXT_PUBLIC_MAIL_LIST_API_BASE .* or set it/);
    expect(problem).toContain('https://www.example.com');
  });
});
