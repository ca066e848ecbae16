import type { BrowserContext } from '@playwright/test';

/**
 * Lets the pages of `context` run functions written here. tsx compiles with esbuild's
 * keepNames, which wraps every named function in `__name(fn, "name")`; a function handed to
 * the page (page.evaluate, an interaction's response check) carries those calls along, and the
 * page has no `__name`. Defined as the identity before any page script runs.
 */
export const acceptFunctionsFromTsx = (context: BrowserContext) =>
  context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
