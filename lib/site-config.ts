// The two addresses a build is made for, each spelt once with its default, so that lib/site.ts
// (the app), the post-build scripts and the tests read the same values.
// The env names stay literal: Next inlines `process.env.NEXT_PUBLIC_*` into client code only
// when it sees them written out.

/** Where the site is served; canonical links, the sitemap, feeds and redirect stubs use it. */
export const DEFAULT_SITE_URL = 'https://www.arcforge.example'; // PLACEHOLDER domain

/**
 * Empty: the forms post to the site's own origin (`/v1/iam/mail-list`), where the Worker that
 * serves the pages answers them (docs/mail-list-service.md). Set a base only for a site whose
 * API lives elsewhere.
 */
export const DEFAULT_API_BASE = '';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export const SITE_URL = withoutTrailingSlash(process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL);

/** Base URL of the mail-list API (POST {API_BASE_URL}/v1/iam/mail-list); '' is the site's own origin. */
export const API_BASE_URL = withoutTrailingSlash(
  process.env.NEXT_PUBLIC_MAIL_LIST_API_BASE || DEFAULT_API_BASE,
);
