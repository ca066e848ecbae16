import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
// ESLint loads a TypeScript config through jiti, so the import-cycle rule (TypeScript too) is an
// ordinary import (docs/testing.md#lint-and-typescript).
import importCycles from './scripts/lint/import-cycles';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      // the build's export and staging folders (scripts/postexport/build.ts; git-ignored)
      '.out-*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.data/**',
      // wrangler's local state and bundles of the Worker (git-ignored)
      '.wrangler/**',
      // the content admin, copied from its npm package at build (git-ignored)
      'public/admin/**',
    ],
  },
  {
    // Our pages are exported static and mostly ship no JavaScript: plain anchors are deliberate.
    rules: { '@next/next/no-html-link-for-pages': 'off', '@next/next/no-img-element': 'off' },
  },
  {
    // Types live below what uses them: no module reaches itself through its imports, type-only
    // imports included (eslint-plugin-import's no-cycle skips those).
    plugins: { local: importCycles },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    // The layers (docs/architecture.md#the-layers): routes use components and lib, components
    // use lib, lib uses neither; the Worker uses lib's lead contract and nothing of the site.
    files: ['lib/**', 'worker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/|/)(app|components)/',
              message:
                'lib/ and worker/ never import routes or UI (docs/architecture.md#the-layers).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/|/)app/',
              message: 'components never import routes (docs/architecture.md#the-layers).',
            },
          ],
        },
      ],
    },
  },
];
export default config;
