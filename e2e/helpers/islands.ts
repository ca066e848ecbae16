import fs from 'node:fs';
import path from 'node:path';
import type { IslandManifest } from '../../scripts/lib/zero-js.mjs';
import { builtPagePaths } from './out-files';

/**
 * What the build's zero-JS step decided (scripts/lib/islands.mjs derives it from the pages'
 * RSC payloads and writes it to .next/islands.json): which pages render islands.
 */
export function islandManifest(): IslandManifest {
  const file = path.join(process.cwd(), '.next', 'islands.json');
  if (!fs.existsSync(file)) throw new Error('.next/islands.json is missing: run npm run build');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as IslandManifest;
}

/** Built pages (redirect stubs and the 404 page excluded) that keep JavaScript for islands. */
export function islandPages(): string[] {
  const { pages } = islandManifest();
  return builtPagePaths().filter((route) => pages[route]?.keepsJs);
}

/** Built pages that render no island and so ship no JavaScript. */
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
