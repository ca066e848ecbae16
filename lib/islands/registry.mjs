// @ts-check
// THE list of islands: the only place where a page is allowed to keep JavaScript
// (docs/zero-js-and-islands.md#islands-are-declared-never-guessed).
// Each island is a name (the `data-island="<name>"` its root element carries
// in the HTML) and its entry modules: the 'use client' files a server component renders
// directly, which Next emits as client references in the page's RSC payload.
//
// The build (scripts/build/islands.mjs) checks every page against this list and FAILS, naming
// the page and the reason, on any disagreement: a marker without a client reference, a client
// reference without a marker, or a client entry that is not listed here.
//
// To add an island: give its root `data-island="<name>"`, then add the name and its entry
// module(s) here. Nothing else decides which pages ship JavaScript.
// Plain .mjs so the build scripts (run by node, not a bundler) and the app share one copy.

import { LEAD_SOURCE_RECORDER_SCRIPT } from '../mail-list/lead-source-recorder.mjs';

/** @type {Readonly<Record<string, readonly string[]>>} island name -> 'use client' entry modules */
export const ISLANDS = {
  chat: ['components/chat/chat-launcher.tsx'],
  newsletter: ['components/forms/newsletter-form-island.tsx'],
  'contact-form': ['components/forms/contact-form-island.tsx'],
  'blog-filter': ['components/blog/blog-filter.tsx'],
  'back-to-top': ['components/layout/back-to-top-button.tsx'],
  'site-search': ['components/search/site-search.tsx'],
};

/**
 * The not-found page's one inline script (components/layout/not-found-logger.tsx renders it):
 * the only inline script of the app's own the zero-JS step accepts and leaves in place.
 */
export const NOT_FOUND_LOG_SCRIPT =
  'console.error("404 Error: User attempted to access non-existent route: "+location.pathname)';

/**
 * Inline scripts of the app itself, by exact source; any other inline script fails the build.
 * The landing-page recorder runs on every page (components/layout/lead-source-recorder.tsx).
 */
export const APP_INLINE_SCRIPTS = new Set([NOT_FOUND_LOG_SCRIPT, LEAD_SOURCE_RECORDER_SCRIPT]);

/** Where to add an island; quoted in every error the build throws about one. */
export const REGISTRY_FILE = 'lib/islands/registry.mjs';

/** The island an entry module belongs to, or null when no island lists it. */
export function islandOfEntry(/** @type {string} */ modulePath) {
  for (const [name, entries] of Object.entries(ISLANDS))
    if (entries.includes(modulePath)) return name;
  return null;
}
