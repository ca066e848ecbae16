import {
  contentSecurityPolicy,
  HEADER_VALUE_LIMIT,
  headerRules,
  headersFile,
  pathPolicy,
  readSecurityConfig,
  sha256Source,
} from './security-headers';

const config = readSecurityConfig();

function directives(policy: string) {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy', () => {
  const policy = directives(
    contentSecurityPolicy(config.contentSecurityPolicy, {
      scriptHashes: [sha256Source('console.log(1)')],
      styleHashes: [sha256Source('')],
      styleAttrHashes: [sha256Source('--stagger:1')],
      apiBase: 'https://api.example.com/mail',
    }),
  );

  it('allows scripts only from the site and by hash, never eval or inline', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      // WebAssembly compilation only, for Pagefind on /search; not JavaScript eval.
      "'wasm-unsafe-eval'",
      "'sha256-" + 'CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M=' + "'",
    ]);
    expect(JSON.stringify(policy)).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  });

  it('allows only the exact style attributes the HTML carries', () => {
    expect(policy['style-src-attr']).toEqual(["'unsafe-hashes'", sha256Source('--stagger:1')]);
    const none = directives(contentSecurityPolicy(config.contentSecurityPolicy, {}));
    expect(none['style-src-attr']).toEqual(["'none'"]);
  });

  it('lets the forms reach the mail-list API origin and nothing else', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com']);
  });

  it('lets the forms post natively (without JavaScript) to that origin and nothing else', () => {
    expect(policy['form-action']).toEqual(["'self'", 'https://api.example.com']);
  });

  it('locks framing, base URI, images and objects', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('refuses a config that allows unsafe-eval', () => {
    expect(() =>
      contentSecurityPolicy({ 'script-src': ["'self'", "'unsafe-eval'"] }, { apiBase: undefined }),
    ).toThrow(/unsafe-eval/);
  });
});

describe('_headers file', () => {
  const computed = { apiBase: 'http://localhost:8787' };
  const rules = headerRules(config, computed);
  const text = headersFile(config, computed);
  const rule = (pattern: string) =>
    Object.fromEntries(rules.find((r: { pattern: string }) => r.pattern === pattern)!.headers);

  it('sends the security headers on every path', () => {
    const all = rule('/*');
    expect(all['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(all['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(all['Permissions-Policy']).toContain('camera=()');
  });

  it('caches hashed assets for a year, immutable, without overlapping the page rule', () => {
    expect(rule('/_next/static/*')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(rule('/*')['Cache-Control']).toBeUndefined();
  });

  it('keeps the document-only policies off the island modules, and nosniff on them', () => {
    expect(text).toMatch(
      /\n\/islands\/\*\n(  .+\n)*  ! Content-Security-Policy\n(  .+\n)*  ! Permissions-Policy/,
    );
    const islands = rule('/islands/*');
    expect(islands['X-Frame-Options']).toBeNull();
    expect(islands['X-Content-Type-Options']).toBeUndefined(); // not detached: inherited
  });

  it('writes each rule as its path line followed by indented headers', () => {
    for (const { pattern, headers } of rules) {
      const [name, value] = headers[0]!;
      expect(text).toContain(`\n${pattern}\n  ${value === null ? `! ${name}` : `${name}: `}`);
    }
  });

  it("gives the content admin its own policy in place of the site's, and noindex", () => {
    expect(text).toMatch(
      /\n\/admin\/\*\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; script-src 'self';/,
    );
    const admin = directives(rule('/admin/*')['Content-Security-Policy']!);
    expect(admin['connect-src']).toContain('https://api.github.com');
    expect(JSON.stringify(admin)).not.toContain("'unsafe-eval'");
    expect(rule('/admin/*')['X-Robots-Tag']).toBe('noindex, nofollow');
    // The site's own policy is unchanged by the admin's: no inline styles, no GitHub.
    expect(rule('/*')['Content-Security-Policy']).not.toMatch(/unsafe-inline|github/);
  });

  it('refuses a path policy that allows eval or inline scripts', () => {
    expect(() => pathPolicy({ 'script-src': ["'self'", "'unsafe-inline'"] })).toThrow(/script-src/);
    expect(() => pathPolicy({ 'default-src': ["'unsafe-eval'"] })).toThrow(/unsafe-eval/);
  });

  it('refuses a value the host would drop for its length, naming the header', () => {
    const styleAttrHashes = Array.from({ length: 60 }, (_, i) => sha256Source(`--stagger:${i}`));
    expect(() => headersFile(config, { ...computed, styleAttrHashes })).toThrow(
      new RegExp(`Content-Security-Policy for /\\* is \\d+ characters.*${HEADER_VALUE_LIMIT}`),
    );
  });
});
