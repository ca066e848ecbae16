import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.data/**',
    ],
  },
  {
    // Our pages are exported static and mostly ship no JavaScript: plain anchors are deliberate.
    rules: { '@next/next/no-html-link-for-pages': 'off', '@next/next/no-img-element': 'off' },
  },
];
export default config;
