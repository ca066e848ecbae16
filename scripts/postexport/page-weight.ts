// Bytes a page costs a first-time visitor, read from the export (no browser): the gzipped size
// of the scripts its HTML loads (first-load JavaScript), of its stylesheets and of the HTML.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageAssets } from './html-scripts';

const cache = new Map<string, number>();

/**
 * Gzipped size in bytes of a file (or of a string), as a compressing CDN would send it.
 */
export function gzipSize(fileOrText: string, isText = false) {
  if (isText) return zlib.gzipSync(Buffer.from(fileOrText)).length;
  let size = cache.get(fileOrText);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(fileOrText)).length;
    cache.set(fileOrText, size);
  }
  return size;
}

/**
 * Resolves a site path of an asset to a file in out/ (null for other origins or missing files).
 */
export function assetFile(outDir: string, href: string | null) {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  const file = path.join(outDir, decodeURIComponent(href.split(/[?#]/)[0] ?? ''));
  return fs.existsSync(file) ? file : null;
}

/**
 * {js, jsBeforeIntent, css, html, scripts, styles}: gzipped bytes of the JavaScript that makes
 * the page interactive (for an island page, its island modules, loaded on the visitor's first
 * intent), of the part loaded with the page, of stylesheets and of the HTML itself (with its
 * inline loader), plus the asset paths counted.
 */
export function pageWeight(html: string, outDir: string) {
  const { scripts, deferred, styles } = pageAssets(html);
  const sum = (hrefs: string[]) =>
    hrefs.reduce((total, href) => {
      const file = assetFile(outDir, href);
      return total + (file ? gzipSize(file) : 0);
    }, 0);
  const upFront = scripts.filter((src) => !deferred.includes(src));
  return {
    js: sum(scripts),
    jsBeforeIntent: sum(upFront),
    css: sum(styles),
    html: gzipSize(html, true),
    scripts,
    styles,
  };
}
