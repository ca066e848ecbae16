import fs from 'node:fs';
import path from 'node:path';
import { ISLAND_ATTR } from '../../lib/islands/handoff.mjs';
import { elementsOf, type IslandManifest } from '../../scripts/build/public.mjs';
import { builtPagePaths, htmlFileFor } from './out-files';

/**
 * The islands a built page renders, read from the `data-island` markers in its HTML: what the
 * visitor's browser gets, independent of the pipeline's own decision (.next/islands.json).
 */
export function islandMarkers(route: string): string[] {
  const html = fs.readFileSync(htmlFileFor(route)!, 'utf8');
  const names = elementsOf(html).flatMap((element) => element.attrs[ISLAND_ATTR] ?? []);
  return [...new Set(names)].sort();
}

/** What the build's zero-JS step decided (.next/islands.json), to compare with the markers. */
export function islandManifest(): IslandManifest {
  const file = path.join(process.cwd(), '.next', 'islands.json');
  if (!fs.existsSync(file)) throw new Error('.next/islands.json is missing: run npm run build');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as IslandManifest;
}

let cached: string[] | undefined;
/** Built pages (redirect stubs and the 404 page excluded) whose HTML carries an island marker. */
export function islandPages(): string[] {
  cached ??= builtPagePaths().filter((route) => islandMarkers(route).length > 0);
  return cached;
}

/** Built pages that render no island and so must ship no JavaScript. */
export function zeroJsPages(): string[] {
  const islands = new Set(islandPages());
  return builtPagePaths().filter((route) => !islands.has(route));
}

/** One page per section ("/", "/about", "/blog", "/blog/<slug>", "/services/<slug>"…). */
export function onePerSection(routes: string[]): string[] {
  const seen = new Map<string, string>();
  for (const route of routes) {
    const parts = route.split('/').filter(Boolean);
    const key = parts.length <= 1 ? route : `/${parts[0]}/*`;
    if (!seen.has(key)) seen.set(key, route);
  }
  return [...seen.values()];
}
