import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import redirects from './content/redirects.json' with { type: 'json' };

/**
 * The site is exported fully static to out/. Redirects are declared once in
 * content/redirects.json: the dev server applies them here, the export gets
 * stub pages and a _redirects file from scripts/postexport/main.ts (next.config
 * redirects are not applied to a static export).
 */
// No usage reports from any script that loads this config (dev, build, jest via next/jest); the
// package.json scripts set it too, before Next starts (docs/editors.md#live-preview).
process.env.NEXT_TELEMETRY_DISABLED = '1';

/**
 * The production guard: a site built for a public URL must not post its visitors' details to a
 * mail-list API on localhost, where they would be lost silently. It runs before `next build` and
 * stops the build with the message. No API base at all is fine: the forms then post to the
 * site's own origin, the Worker that serves it (docs/lead-safety.md#api-base-configured-once).
 * Local builds and the test builds keep working. It lives here, not in lib/, because Node loads
 * this file as it is, without a TypeScript runner (docs/lead-safety.md#the-build-guard).
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** @param {string | undefined} value */
function isLocal(value) {
  if (!value || value.trim() === '') return true;
  try {
    const { hostname } = new URL(value);
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  } catch {
    return false; // not a URL at all: let the build's own checks name it
  }
}

/**
 * Why this environment must not be built, or null when it may.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function buildEnvProblem(env) {
  const siteUrl = env.NEXT_PUBLIC_SITE_URL;
  if (isLocal(siteUrl)) return null;
  const apiBase = env.NEXT_PUBLIC_MAIL_LIST_API_BASE;
  // Unset: same origin, which is as public as the site itself.
  if (!apiBase || apiBase.trim() === '' || !isLocal(apiBase)) return null;
  return (
    `Build stopped: NEXT_PUBLIC_SITE_URL is ${siteUrl}, but NEXT_PUBLIC_MAIL_LIST_API_BASE is ${apiBase}, ` +
    `so every form on the public site would post to a local address and lose the lead. ` +
    `Unset NEXT_PUBLIC_MAIL_LIST_API_BASE (the forms then post to the site's own origin) or set it ` +
    `to the public mail-list API (e.g. https://api.example.com).`
  );
}

export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    // Fail before anything is built: a public site must not post leads to localhost.
    const problem = buildEnvProblem(process.env);
    if (problem) {
      console.error(`\n${problem}\n`);
      process.exit(1);
    }
  }
  // With `output: 'export'` a distDir names where the export goes (its build files stay in
  // .next): not out/, which the steps after it replace in one rename once they all pass
  // (scripts/postexport/build.ts, docs/islands.md#an-atomic-build).
  const exportTo = phase === PHASE_PRODUCTION_BUILD ? { distDir: '.out-export' } : {};
  /** @type {import('next').NextConfig} */
  const base = {
    output: 'export',
    // `next build` type-checks the project with tsconfig.json, the same program as
    // `npm run typecheck`. The test run sets TYPES_CHECKED=1 only after that check has passed in
    // the same run, and the build then skips the second, identical pass (docs/testing.md#the-time-budget).
    typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
    trailingSlash: false,
    images: { unoptimized: true },
    reactStrictMode: true,
    poweredByHeader: false,
    ...exportTo,
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
