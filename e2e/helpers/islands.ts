import fs from 'node:fs';
import { ISLAND_ATTR } from '../../lib/islands/contract';
import { elementsOf } from '../../scripts/postexport/public';
import { builtPagePaths, htmlFileFor } from './out-files';

/** The islands a built page renders, read from the `data-island` markers in its HTML. */
export function islandMarkers(route: string): string[] {
  const html = fs.readFileSync(htmlFileFor(route)!, 'utf8');
  const names = elementsOf(html).flatMap((element) => element.attrs[ISLAND_ATTR] ?? []);
  return [...new Set(names)].sort();
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
