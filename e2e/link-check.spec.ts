import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { redirectRoutes } from '../lib/routes';
import { site } from '../lib/site';
import { filesUnder } from '../lib/utils/files-under';
import { htmlFileFor, OUT_DIR } from './helpers/out-files';
import { PENDING_ROUTES } from './pending-routes';

const htmlFiles = (dir: string) =>
  filesUnder(dir, { skip: (name) => name === '_next' }).filter((file) => file.endsWith('.html'));

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idsCache.has(file)) {
    const html = fs.readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
  }
  return idsCache.get(file)!;
}

/** Internal link targets of a page: anchors and canonical links, as site paths. */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => m[1]!);
  const canon = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]!);
  return [...hrefs, ...canon]
    .map((href) => href.replace(/&amp;/g, '&'))
    .map((href) => (href.startsWith(site.url) ? href.slice(site.url.length) || '/' : href))
    .filter((href) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#'));
}

test('no internal link or anchor points at a missing page', () => {
  const problems: string[] = [];
  const redirectSources = new Set(redirectRoutes.map((r) => r.from));
  for (const file of htmlFiles(OUT_DIR)) {
    const page = '/' + path.relative(OUT_DIR, file);
    for (const href of internalLinks(fs.readFileSync(file, 'utf8'))) {
      const [pathAndQuery, hash] = href.split('#') as [string, string | undefined];
      const target =
        (pathAndQuery.split('?')[0] || '').replace(/\/$/, '') ||
        (href.startsWith('#') ? null : '/');
      const targetFile = target === null ? file : htmlFileFor(target);
      if (!targetFile) {
        if (target && (PENDING_ROUTES.includes(target) || redirectSources.has(target))) continue;
        if (target && fs.existsSync(path.join(OUT_DIR, target))) continue; // static asset
        problems.push(`${page}: ${href} (no such page)`);
        continue;
      }
      if (hash && !idsOf(targetFile).has(decodeURIComponent(hash))) {
        problems.push(`${page}: ${href} (no element with id "${hash}")`);
      }
    }
  }
  expect(problems).toEqual([]);
});
