// The two addresses a build is made for, each spelt once with its default. Plain .mjs so that
// lib/site.ts (the app), the post-build scripts and the tests read the same values.
// The env names stay literal: Next inlines `process.env.NEXT_PUBLIC_*` into client code only
// when it sees them written out.

/** Where the site is served; canonical links, the sitemap, feeds and redirect stubs use it. */
export const DEFAULT_SITE_URL = 'https://www.arcforge.example'; // PLACEHOLDER domain

/** The mail-list service `npm start` runs beside the site (server/mail-list, port 8787). */
export const DEFAULT_API_BASE = 'http://localhost:8787';

const withoutTrailingSlash = (url) => url.replace(/\/+$/, '');

export const SITE_URL = withoutTrailingSlash(process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL);

/** Base URL of the mail-list API (POST {API_BASE_URL}/v1/iam/mail-list). */
export const API_BASE_URL = withoutTrailingSlash(
  process.env.NEXT_PUBLIC_MAIL_LIST_API_BASE || DEFAULT_API_BASE,
);
