import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import redirects from './content/redirects.json' with { type: 'json' };
import { buildEnvProblem } from './lib/build-guard.mjs';

/**
 * The site is exported fully static to out/. Redirects are declared once in
 * content/redirects.json: the dev server applies them here, the export gets
 * stub pages and a _redirects file from scripts/postexport/main.mjs (next.config
 * redirects are not applied to a static export).
 */
// No usage reports from any script that loads this config (dev, build, jest via next/jest); the
// package.json scripts set it too, before Next starts (docs/editors.md#live-preview).
process.env.NEXT_TELEMETRY_DISABLED = '1';

export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    // Fail before anything is built: a public site must not post leads to localhost.
    const problem = buildEnvProblem(process.env);
    if (problem) {
      console.error(`\n${problem}\n`);
      process.exit(1);
    }
  }
  /** @type {import('next').NextConfig} */
  const base = {
    output: 'export',
    trailingSlash: false,
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
  };
  if (phase !== PHASE_DEVELOPMENT_SERVER) return base;
  // The dev server runs without `output: 'export'`: with it, Next answers a URL that no
  // generateStaticParams lists (a mistyped article slug) with a 500 ("missing param ... required
  // with output: export") instead of the 404 page the export serves. Pages keep
  // `dynamicParams = false`, so the dev server answers such a URL with the 404 page too.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { output, ...served } = base;
  return {
    ...served,
    async redirects() {
      return redirects.map(({ from, to }) => ({ source: from, destination: to, permanent: true }));
    },
    // The content admin is a static page in public/admin/ (scripts/admin/build-admin.ts): the
    // dev server serves public files by exact name only, the static host maps /admin itself.
    async rewrites() {
      return [{ source: '/admin', destination: '/admin/index.html' }];
    },
  };
}
