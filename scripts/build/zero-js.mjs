// @ts-check
// The zero-JavaScript step of the export (run by scripts/build/postbuild.mjs): pages that render no
// island (scripts/build/islands.mjs proves it) lose Next's runtime scripts, their preloads and the
// inline RSC payload, so they are plain HTML and CSS. Every page gets speculation rules, so a
// visitor's next page is fetched while the pointer rests on its link.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFERRED_FLIGHT_ATTR,
  DEFERRED_SCRIPTS_ID,
  FLIGHT_DIR,
  INTENT_LOADER,
} from '../../lib/islands/handoff.mjs';
import { FLIGHT_INIT, FLIGHT_PUSH } from './flight.mjs';
import { appendTo, elementsOf, replaceElements } from './html.mjs';
import { executableScripts, scriptsOf } from './html-scripts.mjs';
import {
  APP_INLINE_SCRIPTS,
  islandsOfPage,
  loadClientModules,
  TURBOPACK_PUSH,
} from './islands.mjs';
import { pageWeight } from './page-weight.mjs';

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

/**
 * An inline push of Next's (the RSC payload, its bootstrap, Turbopack's chunk registration) as
 * {target, arg}: the array it pushes to and its JSON argument; null for any other script.
 * @param {string} content
 * @returns {{target: '__next_f' | 'TURBOPACK', arg: string} | null}
 */
function nextPush(content) {
  if (FLIGHT_INIT.test(content)) return { target: '__next_f', arg: '[0]' };
  const flight = FLIGHT_PUSH.exec(content);
  if (flight) return { target: '__next_f', arg: flight[1] ?? '' };
  const turbopack = TURBOPACK_PUSH.exec(content);
  if (turbopack) return { target: 'TURBOPACK', arg: turbopack[1] ?? '' };
  return null;
}

/**
 * Removes Next's runtime from a page (by parse5's source offsets, the rest stays as written):
 * its external scripts (returned in document order, nomodule fallbacks left out), every script
 * preload and, with `inline`, its inline bootstrap and RSC payload.
 * @param {string} html
 * @param {{inline: boolean}} options
 */
function removeNextScripts(html, { inline }) {
  /** @type {string[]} */
  const sources = [];
  const rest = replaceElements(html, elementsOf(html, ['script', 'link']), (element) => {
    const { attrs } = element;
    if (element.name === 'link') {
      const rel = (attrs.rel ?? '').toLowerCase();
      const isScriptPreload =
        rel === 'modulepreload' ||
        (rel === 'preload' && (attrs.as ?? '').toLowerCase() === 'script');
      return isScriptPreload ? '' : undefined;
    }
    if (attrs.src?.startsWith('/_next/')) {
      if (!('nomodule' in attrs)) sources.push(attrs.src);
      return '';
    }
    if (inline && !attrs.src && !attrs.type && nextPush(element.text)) return '';
    return undefined;
  });
  return { html: rest, sources };
}

/**
 * Removes Next's runtime from a page: its scripts, script preloads and inline RSC payload.
 * (applyZeroJs also deletes the page's RSC payload files, see rscPayloadFiles.)
 * @param {string} html
 */
export function stripNextRuntime(html) {
  return removeNextScripts(html, { inline: true }).html;
}

/**
 * Hydration on intent (lib/islands/handoff.mjs): an island page's runtime scripts move into a
 * JSON list that the intent loader inserts on the visitor's first interaction, so loading the
 * page runs no framework code. Its inline RSC payload (70-130 KB: the whole page again, as
 * React's rows) leaves the HTML for a content-named file under /_next/static/flight/ that the
 * loader fetches with the runtime: the document a phone downloads before its first paint is
 * the page, not the page twice. Returns the page and that file ({path, text}; null when the
 * page has no runtime to defer).
 * @param {string} html
 * @returns {{html: string, flight: {path: string, text: string} | null}}
 */
export function deferNextRuntime(html) {
  const { html: rest, sources } = removeNextScripts(html, { inline: false });
  if (!sources.length) return { html, flight: null };
  const { html: page, flightRows } = deferInlinePushes(rest);
  if (!flightRows.length) throw new Error('zero-js: an island page without an RSC payload');
  const text = `[${flightRows.join(',')}]`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const flight = { path: `${FLIGHT_DIR}/${hash}.json`, text };
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return {
    html: appendTo(
      page,
      'body',
      `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}" ${DEFERRED_FLIGHT_ATTR}="${flight.path}">${list}</script>` +
        `<script>${INTENT_LOADER}</script>`,
    ),
    flight,
  };
}

/**
 * Next's inline pushes run with the page only to fill arrays for its runtime. The RSC rows
 * (`__next_f`) are returned, in order, for the payload file; a smaller push (Turbopack's chunk
 * list) becomes a JSON block (`data-deferred-push` names the array) that the loader pushes
 * before it inserts the runtime. A push whose argument is not JSON cannot be deferred: the
 * build fails.
 * @param {string} html
 */
export function deferInlinePushes(html) {
  /** @type {string[]} */
  const flightRows = [];
  const page = replaceElements(html, elementsOf(html, ['script']), ({ attrs, text, raw }) => {
    if (attrs.src !== undefined || attrs.type !== undefined) return undefined;
    const push = nextPush(text);
    if (!push) return undefined;
    try {
      JSON.parse(push.arg);
    } catch {
      throw new Error(
        `zero-js: a ${push.target} push whose argument is not JSON: ${raw.slice(0, 100)}`,
      );
    }
    if (push.target === '__next_f') {
      flightRows.push(push.arg);
      return '';
    }
    return `<script type="application/json" data-deferred-push="${push.target}">${push.arg}</script>`;
  });
  return { html: page, flightRows };
}

/** Adds the speculation rules to a page's head (once). @param {string} html */
export function injectSpeculationRules(html) {
  if (scriptsOf(html).some((script) => script.type === 'speculationrules')) return html;
  return appendTo(html, 'head', SPECULATION_RULES_TAG);
}

const REDIRECT_STUB = /<meta http-equiv="refresh"/i;

/**
 * The RSC payload files Next writes beside a page (`about.txt`, `about/__next.*.txt`): only
 * Next's client router fetches them, for soft navigations, and a page without the runtime has
 * no router. Paths are relative to out/.
 * @param {string} outDir
 * @param {string} htmlFile
 */
export function rscPayloadFiles(outDir, htmlFile) {
  const base = htmlFile.replace(/\.html$/, '');
  const dir = path.basename(base) === 'index' ? path.dirname(base) : base;
  const files = [`${base}.txt`].filter((file) => fs.existsSync(file));
  if (fs.existsSync(dir) && fs.statSync(dir).isDirectory())
    for (const name of fs.readdirSync(dir))
      if (/^__next\..*\.txt$/.test(name)) files.push(path.join(dir, name));
  return files.map((file) => path.relative(outDir, file));
}

/**
 * Deletes a page's RSC payload files and the folder that held only them; returns bytes freed.
 * @param {string} outDir
 * @param {string} htmlFile
 */
function removeRscPayload(outDir, htmlFile) {
  let bytes = 0;
  for (const rel of rscPayloadFiles(outDir, htmlFile)) {
    const file = path.join(outDir, rel);
    bytes += fs.statSync(file).size;
    fs.rmSync(file);
    const dir = path.dirname(file);
    if (dir !== outDir && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  }
  return bytes;
}

/**
 * Every HTML file of the export as {file, route}.
 * @param {string} outDir
 * @returns {Array<{file: string, route: string}>}
 */
export function exportedPages(outDir) {
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '_next' ? [] : walk(full);
      return entry.name.endsWith('.html') ? [full] : [];
    });
  return walk(outDir)
    .map((file) => {
      const rel =
        '/' +
        path
          .relative(outDir, file)
          .split(path.sep)
          .join('/')
          .replace(/\.html$/, '');
      const route = rel === '/index' ? '/' : rel.replace(/\/index$/, '');
      return { file, route };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * @typedef {object} IslandPage
 * @property {string[]} islands island names the page renders (lib/islands/registry.mjs)
 * @property {string[]} entries their 'use client' entry modules the payload renders
 * @property {boolean} keepsJs
 * @property {number} jsBefore gzipped bytes of JavaScript before the step
 * @property {number} jsAfter gzipped bytes of the scripts the page runs (on intent, for island pages)
 * @property {number} jsBeforeIntent gzipped bytes loaded with the page, before the first intent
 * @typedef {{rscBytesRemoved: number, pages: Record<string, IslandPage>}} IslandManifest
 */

/**
 * Runs the step over out/ and returns the manifest it writes to .next/islands.json. Every
 * page's islands are proven first (scripts/build/islands.mjs throws, naming the page, when they
 * cannot be). ZERO_JS=off builds the export without stripping (to measure the difference with
 * `npm run bench`; the tests expect it on). Throws if an island-free page still runs any script
 * but the app's own inline ones after stripping.
 * @param {{outDir: string, nextDir: string, strip?: boolean, clientModules?: Map<string, string>}} options
 *   clientModules: the build's client modules (tests pass recorded ones; default: read from nextDir)
 * @returns {IslandManifest}
 */
export function applyZeroJs({
  outDir,
  nextDir,
  strip = process.env.ZERO_JS !== 'off',
  clientModules = loadClientModules(nextDir),
}) {
  /** @type {Record<string, IslandPage>} */
  const pages = {};
  let rscBytesRemoved = 0;
  for (const { file, route } of exportedPages(outDir)) {
    const original = fs.readFileSync(file, 'utf8');
    if (REDIRECT_STUB.test(original)) continue;
    const { islands, entries } = islandsOfPage(route, original, clientModules);
    const keepsJs = islands.length > 0;
    let html = original;
    if (strip && keepsJs) {
      const deferred = deferNextRuntime(original);
      html = deferred.html;
      if (deferred.flight) {
        const target = path.join(outDir, deferred.flight.path);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, deferred.flight.text);
      }
    } else if (strip) html = stripNextRuntime(original);
    html = injectSpeculationRules(html);
    if (!keepsJs && strip) {
      const leftover = executableScripts(html).filter(
        (script) => script.src || !APP_INLINE_SCRIPTS.has(script.content),
      );
      if (leftover[0])
        throw new Error(`zero-js: ${route} still runs a script: ${leftover[0].tag.slice(0, 120)}`);
    }
    if (html !== original) fs.writeFileSync(file, html);
    if (!keepsJs && strip) rscBytesRemoved += removeRscPayload(outDir, file);
    const after = pageWeight(html, outDir);
    pages[route] = {
      islands,
      entries,
      keepsJs,
      jsBefore: pageWeight(original, outDir).js,
      jsAfter: after.js,
      jsBeforeIntent: after.jsBeforeIntent,
    };
  }
  const manifest = { rscBytesRemoved, pages };
  fs.writeFileSync(path.join(nextDir, 'islands.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
