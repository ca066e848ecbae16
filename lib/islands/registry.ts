// THE list of islands: the only components that run in the browser (docs/islands.md).
// Each island has a name (the `data-island="<name>"` its root carries in the HTML, written by
// components/islands/island.tsx) and its entry: the 'use client' module and the component it
// exports. The post-export step builds one module per island from this list, and fails, naming
// the page or the file and the reason, when a marker names no island here or a 'use client'
// module is reachable other than through an entry listed here.

import { LEAD_SOURCE_RECORDER_SCRIPT } from '../mail-list/lead-source-recorder';

/** island name -> its 'use client' entry module and the component it exports */
export const ISLANDS = {
  chat: { entry: 'components/chat/chat-launcher.tsx', component: 'ChatLauncher' },
  newsletter: {
    entry: 'components/forms/newsletter-form-island.tsx',
    component: 'NewsletterFormIsland',
  },
  'contact-form': {
    entry: 'components/forms/contact-form-island.tsx',
    component: 'ContactFormIsland',
  },
  'blog-filter': { entry: 'components/blog/blog-filter.tsx', component: 'BlogFilter' },
  'back-to-top': {
    entry: 'components/layout/back-to-top-button.tsx',
    component: 'BackToTopButton',
  },
  'site-search': { entry: 'components/search/site-search.tsx', component: 'SiteSearch' },
} as const;

export type IslandName = keyof typeof ISLANDS;

/** Where to add an island; quoted in every error the build gives about one. */
export const REGISTRY_FILE = 'lib/islands/registry.ts';

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/**
 * The not-found page's one inline script (components/layout/not-found-logger.tsx renders it).
 */
export const NOT_FOUND_LOG_SCRIPT =
  'console.error("404 Error: User attempted to access non-existent route: "+location.pathname)';

/**
 * The inline scripts the app itself declares, by exact source: the post-export step keeps these
 * (and hashes them into the CSP) and removes every other inline script of the export. To add
 * one: export its source as a constant beside the component that renders it, and list it here.
 * The landing-page recorder runs on every page (components/layout/lead-source-recorder.tsx).
 */
export const APP_INLINE_SCRIPTS: ReadonlySet<string> = new Set([
  NOT_FOUND_LOG_SCRIPT,
  LEAD_SOURCE_RECORDER_SCRIPT,
]);
