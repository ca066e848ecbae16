// The zero-JavaScript step of the export (run by scripts/postbuild.mjs): pages that render no
// island (scripts/lib/islands.mjs decides) lose Next's runtime scripts, their preloads and the
// inline RSC payload, so they are plain HTML and CSS. Every page gets speculation rules, so a
// visitor's next page is fetched while the pointer rests on its link.
import fs from 'node:fs';
import path from 'node:path';
import { DEFERRED_SCRIPTS_ID, INTENT_LOADER } from '../../lib/islands/handoff.mjs';
import { executableScripts } from './html-scripts.mjs';
import { islandsOfPage, loadClientModules } from './islands.mjs';
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

/** Next's inline bootstrap scripts: the RSC payload and Turbopack's chunk registration. */
const NEXT_INLINE = /^\s*\(?\s*(self\.__next_f|\(?globalThis\["TURBOPACK"\])/;

/** Drops Next's script preloads (they would fetch what the page no longer loads up front). */
function dropScriptPreloads(html) {
  return html.replace(/<link\b[^>]*>/gi, (tag) => {
    const isScriptPreload =
      /\brel="modulepreload"/i.test(tag) ||
      (/\brel="preload"/i.test(tag) && /\bas="script"/i.test(tag));
    return isScriptPreload ? '' : tag;
  });
}

/**
 * Removes Next's script tags from a page: the external ones (returned in document order,
 * nomodule fallbacks left out) and, with `inline`, its inline bootstrap and RSC payload.
 */
function removeNextScripts(html, { inline }) {
  const sources = [];
  const rest = html.replace(/<script\b[^>]*>([\s\S]*?)<\/script>/gi, (tag, content) => {
    const src = /\bsrc="([^"]*)"/i.exec(tag)?.[1];
    if (src?.startsWith('/_next/')) {
      if (!/\bnomodule\b/i.test(tag)) sources.push(src);
      return '';
    }
    if (inline && !src && NEXT_INLINE.test(content)) return '';
    return tag;
  });
  return { html: dropScriptPreloads(rest), sources };
}

/**
 * Removes Next's runtime from a page: its scripts, script preloads and inline RSC payload.
 * (applyZeroJs also deletes the page's RSC payload files, see rscPayloadFiles.)
 */
export function stripNextRuntime(html) {
  return removeNextScripts(html, { inline: true }).html;
}

/**
 * Hydration on intent (lib/islands/handoff.mjs): an island page keeps its inline RSC payload,
 * but its runtime scripts move into a JSON list that the intent loader inserts on the
 * visitor's first interaction, so loading the page runs no framework code.
 */
export function deferNextRuntime(html) {
  const { html: rest, sources } = removeNextScripts(html, { inline: false });
  if (!sources.length) return html;
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return deferInlinePushes(rest).replace(
    '</body>',
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script>` +
      `<script>${INTENT_LOADER}</script></body>`,
  );
}

/** Next's inline pushes whose argument is JSON: the RSC payload and Turbopack's registration. */
const INLINE_PUSH =
  /^\s*(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f|\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\))\.push\(([\s\S]*)\)\s*;?\s*$/;

/**
 * The inline RSC payload of an island page is 70-110 KB of script the browser would parse and
 * run with the page, only to fill an array for the runtime. Each push becomes a JSON block
 * (`data-deferred-push` names the array) that the intent loader pushes before it inserts the
 * runtime. A push whose argument is not plain JSON stays an inline script.
 */
export function deferInlinePushes(html) {
  return html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (tag, attrs, content) => {
    if (/\b(src|type)=/i.test(attrs)) return tag;
    const match = INLINE_PUSH.exec(content);
    if (!match) return tag;
    try {
      JSON.parse(match[1]);
    } catch {
      return tag;
    }
    const target = content.includes('TURBOPACK') ? 'TURBOPACK' : '__next_f';
    return `<script type="application/json" data-deferred-push="${target}">${match[1]}</script>`;
  });
}

/** Adds the speculation rules to a page's head (once). */
export function injectSpeculationRules(html) {
  if (html.includes('<script type="speculationrules">')) return html;
  return html.replace('</head>', `${SPECULATION_RULES_TAG}</head>`);
}

const REDIRECT_STUB = /<meta http-equiv="refresh"/i;

/**
 * The RSC payload files Next writes beside a page (`about.txt`, `about/__next.*.txt`): only
 * Next's client router fetches them, for soft navigations, and a page without the runtime has
 * no router. Paths are relative to out/.
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

/** Deletes a page's RSC payload files and the folder that held only them; returns bytes freed. */
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

/** Every HTML file of the export as {file, route}; redirect stubs flagged. */
export function exportedPages(outDir) {
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
 * Runs the step over out/ and returns the manifest it writes to .next/islands.json:
 * {pages: {route: {islands, keepsJs, jsBefore, jsAfter}}}. ZERO_JS=off builds the export
 * without stripping (to measure the difference with `npm run bench`; the tests expect it on). Throws if an island-free page still
 * has an executable script from Next after stripping (a new kind of inline bootstrap).
 */
export function applyZeroJs({ outDir, nextDir, strip = process.env.ZERO_JS !== 'off' }) {
  const clientModules = loadClientModules(nextDir);
  if (clientModules.size === 0)
    throw new Error(`zero-js: no client-reference manifests under ${nextDir}/server/app`);
  const pages = {};
  let rscBytesRemoved = 0;
  for (const { file, route } of exportedPages(outDir)) {
    const original = fs.readFileSync(file, 'utf8');
    if (REDIRECT_STUB.test(original)) continue;
    const islands = islandsOfPage(original, clientModules);
    const keepsJs = islands.length > 0;
    let html = !strip
      ? original
      : keepsJs
        ? deferNextRuntime(original)
        : stripNextRuntime(original);
    html = injectSpeculationRules(html);
    if (!keepsJs && strip) {
      const leftover = executableScripts(html).filter(
        (script) => script.src?.startsWith('/_next/') || /__next|TURBOPACK/.test(script.content),
      );
      if (leftover.length)
        throw new Error(`zero-js: ${route} still runs Next code: ${leftover[0].tag.slice(0, 120)}`);
    }
    if (html !== original) fs.writeFileSync(file, html);
    if (!keepsJs && strip) rscBytesRemoved += removeRscPayload(outDir, file);
    pages[route] = {
      islands,
      keepsJs,
      jsBefore: pageWeight(original, outDir).js,
      jsAfter: pageWeight(html, outDir).js,
      jsBeforeIntent: pageWeight(html, outDir).jsBeforeIntent,
    };
  }
  const manifest = { rscBytesRemoved, pages };
  fs.writeFileSync(path.join(nextDir, 'islands.json'), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
