// The post-export step's work on one page (docs/islands.md#the-post-export-step), read and
// edited with parse5 only (html.ts): every script that is not ours goes, island pages get the
// loader and the list of their island modules, every page gets the speculation rules. Nothing
// of Next's output is parsed: a script is ours by its type (JSON-LD) or its exact source (the
// app's declared inline scripts), everything else is removed.
import fs from 'node:fs';
import path from 'node:path';
import { ISLAND_ATTR, ISLAND_MODULES_ID, ISLAND_PROPS_ATTR } from '../../lib/islands/contract';
import { APP_INLINE_SCRIPTS, isIslandName, REGISTRY_FILE } from '../../lib/islands/registry';
import { SITE_TOKENS } from '../../lib/content/site-tokens';
import { filesUnder } from '../../lib/utils/files-under';
import { appendTo, elementsOf, replaceElements, type SourceElement } from './html';
import { executableScripts } from './html-scripts';

/** A known site token ("{{hours}}", lib/content/site-tokens.ts), as a page would show it. */
const UNFILLED_SITE_TOKEN = new RegExp(
  `\\{\\{\\s*(?:${Object.keys(SITE_TOKENS).join('|')})\\s*\\}\\}`,
  'g',
);

const CODE_SAMPLES = /<(pre|code)\b[^>]*>[\s\S]*?<\/\1>/g;

/** Prefetch same-origin documents on hover (moderate eagerness), never assets or feeds. */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/_next/*' } },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[rel~=nofollow], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

export const SPECULATION_RULES_TAG = `<script type="speculationrules">${SPECULATION_RULES}</script>`;

/** What the step's output may not contain: a trace of Next's client runtime. */
const NEXT_CLIENT = [/self\.__next_f/, /\/_next\/[^"'\s<>]*\.js\b/];

export type PageResult = {
  /** the page as the step writes it */
  html: string;
  /** island names the page renders, sorted */
  islands: string[];
  /** one line per problem ("<route>: <reason>") */
  problems: string[];
};

/** A script of Next's export that the step keeps: JSON-LD and the app's declared inline scripts. */
function isOurs({ attrs, text }: SourceElement) {
  const type = (attrs.type ?? '').toLowerCase();
  if (type === 'application/ld+json') return true;
  return !attrs.src && !type && !('nomodule' in attrs) && APP_INLINE_SCRIPTS.has(text);
}

/** A link that makes the browser fetch script: Next's preloads of its chunks. */
const isScriptPreload = (attrs: Record<string, string>) => {
  const rel = (attrs.rel ?? '').toLowerCase();
  return (
    rel === 'modulepreload' || (rel === 'preload' && (attrs.as ?? '').toLowerCase() === 'script')
  );
};

/**
 * The page as the step writes it, or the problems that stop it (the step then writes nothing).
 * `route` is the page's path, for messages; `html` the page as `next build` exported it;
 * `modules` the island modules by island name (bundle.ts), `loader` the inline loader's source.
 */
export function rewritePage(
  route: string,
  html: string,
  { modules, loader }: { modules: Record<string, string[]>; loader: string },
): PageResult {
  const problems: string[] = [];
  const fail = (reason: string) => problems.push(`${route}: ${reason}`);
  const elements = elementsOf(html);
  const roots = elements.filter((element) => element.attrs[ISLAND_ATTR] !== undefined);
  for (const root of roots) {
    const name = root.attrs[ISLAND_ATTR] ?? '';
    if (!isIslandName(name)) {
      fail(`${ISLAND_ATTR}="${name}" names no island of ${REGISTRY_FILE}`);
      continue;
    }
    try {
      JSON.parse(root.attrs[ISLAND_PROPS_ATTR] ?? '');
    } catch {
      fail(
        `island "${name}" has no ${ISLAND_PROPS_ATTR} JSON on its root (render it with components/islands/island.tsx)`,
      );
    }
    const outer = roots.find(
      (other) => other !== root && other.start < root.start && root.end <= other.end,
    );
    if (outer)
      fail(`island "${name}" is inside island "${outer.attrs[ISLAND_ATTR]}": islands do not nest`);
  }
  const islands = [...new Set(roots.map((root) => root.attrs[ISLAND_ATTR] ?? ''))].sort();

  let page = replaceElements(
    html,
    elements.filter((e) => e.name === 'script' || e.name === 'link'),
    (element) => {
      if (element.name === 'link') return isScriptPreload(element.attrs) ? '' : undefined;
      return isOurs(element) ? undefined : '';
    },
  );
  try {
    page = appendTo(page, 'head', SPECULATION_RULES_TAG);
    if (islands.length && !problems.length) {
      const used: Record<string, string[]> = {};
      for (const name of islands) {
        const files = modules[name];
        if (files) used[name] = files;
        else fail(`island "${name}" has no module (see the islands: lines)`);
      }
      if (loader.includes('</script')) fail('the loader contains "</script" and cannot be inlined');
      page = appendTo(
        page,
        'body',
        `<script type="application/json" id="${ISLAND_MODULES_ID}">${JSON.stringify(used)}</script>` +
          `<script>${loader}</script>`,
      );
    }
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  for (const trace of NEXT_CLIENT) {
    const found = trace.exec(page);
    if (found) fail(`still references Next's client runtime (${found[0]})`);
  }
  // A company fact copy refers to ("{{hours}}") that reached the page unfilled: a loader that
  // skipped the token fill. Code samples are left alone: "{{ name }}" is Vue's or Handlebars'
  // syntax there, not ours.
  for (const [token] of html.replace(CODE_SAMPLES, '').matchAll(UNFILLED_SITE_TOKEN))
    fail(
      `shows the site token ${token} unfilled (its content file was read without the token fill)`,
    );
  const allowed = new Set([...APP_INLINE_SCRIPTS, ...(islands.length ? [loader] : [])]);
  for (const script of executableScripts(page))
    if (script.src || !allowed.has(script.content))
      fail(`still runs a script that is not ours: ${script.tag.slice(0, 100)}`);
  return { html: page, islands, problems };
}

/**
 * Top-level folders of out/ whose HTML is not a page of the site: Next's own files, and the
 * content admin (public/admin/, a static app with its own policy: docs/editors.md#the-content-admin),
 * which the step leaves as it is and keeps out of the header hashes, the search index and the page tests.
 */
const NOT_PAGES = new Set(['_next', 'admin']);

/**
 * Every HTML file of the export as {file, route}, sorted by route.
 */
export function exportedPages(outDir: string): Array<{ file: string; route: string }> {
  return filesUnder(outDir, { skip: (name) => NOT_PAGES.has(name) })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, route: routeOfFile(path.relative(outDir, file)) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The route an exported HTML file serves, from its path relative to out/: about.html -> /about,
 * index.html -> /, blog/index.html -> /blog, blog/x.html -> /blog/x.
 */
export function routeOfFile(relativeFile: string) {
  const url =
    '/' +
    relativeFile
      .split(path.sep)
      .join('/')
      .replace(/\.html$/, '');
  return url === '/index' ? '/' : url.replace(/\/index$/, '');
}

/**
 * The RSC payload files Next writes beside a page (`about.txt` beside `about.html`, and
 * `about/__next.*.txt`): only Next's client router reads them, and no page keeps that router.
 * Told apart from the site's own text files (robots.txt) by their names alone. Paths are
 * relative to out/.
 */
export function rscPayloadFiles(outDir: string, htmlFile: string) {
  const base = htmlFile.replace(/\.html$/, '');
  const dir = path.basename(base) === 'index' ? path.dirname(base) : base;
  const files = [`${base}.txt`].filter((file) => fs.existsSync(file));
  if (fs.existsSync(dir) && fs.statSync(dir).isDirectory())
    for (const name of fs.readdirSync(dir))
      if (/^__next\..*\.txt$/.test(name)) files.push(path.join(dir, name));
  return files.map((file) => path.relative(outDir, file));
}

/**
 * Next's client runtime in the export (every .js file under out/_next/): no page loads it once
 * the step has run. Paths relative to out/.
 */
export function nextClientFiles(outDir: string): string[] {
  return filesUnder(path.join(outDir, '_next'))
    .filter((file) => /\.js(\.map)?$/.test(file))
    .map((file) => path.relative(outDir, file));
}
