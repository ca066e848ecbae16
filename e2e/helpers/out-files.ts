import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../lib/utils/files-under';
import { routeOfFile } from '../../scripts/postexport/public';

export const OUT_DIR = path.join(process.cwd(), 'out');

const REDIRECT_STUB = /<meta http-equiv="refresh"/;

/** Every page of the export as its clean URL path ("/", "/about", "/blog/x"), redirect stubs excluded. */
export function builtPagePaths(): string[] {
  // Not Next's files, nor the content admin: a static app of its own, not a page of the site
  // (docs/editors.md#the-content-admin; e2e/admin.spec.ts tests it).
  return filesUnder(OUT_DIR, { skip: (name) => ['_next', 'admin'].includes(name) })
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !/\/(404|_not-found)\.html$/.test(file))
    .filter((file) => !REDIRECT_STUB.test(fs.readFileSync(file, 'utf8')))
    .map((file) => routeOfFile(path.relative(OUT_DIR, file)))
    .sort();
}

/** The HTML file that serves a clean path, or null. */
export function htmlFileFor(pathname: string): string | null {
  const candidates =
    pathname === '/' ? ['index.html'] : [`${pathname}.html`, `${pathname}/index.html`];
  for (const rel of candidates) {
    const file = path.join(OUT_DIR, rel);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

export function readOut(rel: string): string {
  return fs.readFileSync(path.join(OUT_DIR, rel), 'utf8');
}
