import { ISLAND_ATTR, ISLAND_MODULES_ID, ISLAND_PROPS_ATTR } from '../contract';

/** Island name -> its module's URL first, then the chunks that module imports. */
export type IslandModules = Record<string, string[]>;

/** What an island module exports (lib/islands/hydrate-island.tsx). */
export interface IslandModule {
  hydrate(root: Element, props: unknown): void;
}

/** The island modules the post-export step listed for this page ({} on a page without). */
export function readIslandModules(): IslandModules {
  const block = document.getElementById(ISLAND_MODULES_ID);
  return block ? (JSON.parse(block.textContent || '{}') as IslandModules) : {};
}

/** The props the server rendered an island with (JSON on its root). */
function islandProps(root: Element): unknown {
  return JSON.parse(root.getAttribute(ISLAND_PROPS_ATTR) ?? '{}');
}

/** Every file of the islands on the page, each once: modules first, then shared chunks. */
export function islandFiles(modules: IslandModules): string[] {
  return [...new Set(Object.values(modules).flat())];
}

/** Asks the browser to fetch and compile a module now, without running it (once per URL). */
export function preloadModule(href: string) {
  if (document.querySelector(`link[rel=modulepreload][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.appendChild(link);
}

export interface HydrationOptions {
  modules: IslandModules;
  /** Called once when a module cannot be loaded or an island cannot hydrate. */
  onFailure: () => void;
  /** How a module is imported (the browser's import(); tests pass their own). */
  importModule?: (url: string) => Promise<IslandModule>;
}

/**
 * Hydrates every island on the page, once: each module is imported (its chunks preloaded
 * beside it, so they download together rather than one after the other) and its `hydrate`
 * called with the island's root and the props the server rendered it with.
 */
export function createHydration({
  modules,
  onFailure,
  importModule = (url) => import(/* webpackIgnore: true */ url) as Promise<IslandModule>,
}: HydrationOptions) {
  let started = false;
  let failed = false;
  const fail = (error: unknown) => {
    console.error(error);
    if (!failed) onFailure();
    failed = true;
  };
  return {
    start() {
      if (started) return;
      started = true;
      islandFiles(modules).forEach(preloadModule);
      document.querySelectorAll(`[${ISLAND_ATTR}]`).forEach((root) => {
        const url = modules[root.getAttribute(ISLAND_ATTR) ?? '']?.[0];
        if (!url) return fail(new Error(`no module for island ${root.getAttribute(ISLAND_ATTR)}`));
        importModule(url)
          .then((module) => module.hydrate(root, islandProps(root)))
          .catch(fail);
      });
    },
  };
}
