// @ts-check
// HTML helpers shared by the zero-JS step, the _headers generator, the benchmark and the tests:
// what a page's scripts are, which of them execute, and what it loads (read with parse5,
// scripts/build/html.mjs).

import { DEFERRED_FLIGHT_ATTR, DEFERRED_SCRIPTS_ID } from '../../lib/islands/handoff.mjs';
import { elementsOf } from './html.mjs';

/**
 * @typedef {{tag: string, attrs: string, src: string | null, type: string, content: string,
 *   noModule: boolean, executable: boolean, start: number, end: number}} ScriptTag
 * @typedef {{tag: string, rel: string, as: string, href: string | null, start: number,
 *   end: number}} LinkTag
 */

/**
 * One attribute's value from a tag or its attribute text (quoted or bare), or null.
 * @param {string} attrs
 * @param {string} name
 */
export function attr(attrs, name) {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  if (!match) return null;
  return match[2] ?? match[3] ?? match[4] ?? '';
}

/** Script types a browser treats as data, never runs. */
export const DATA_TYPES = new Set(['application/ld+json', 'application/json', 'speculationrules']);

/**
 * Every <script> of a page: {attrs, src, type, content, executable}. A script is executable
 * unless its type marks it as data (JSON-LD, JSON, speculation rules) or it is a `nomodule`
 * fallback that modern browsers skip.
 */
/**
 * @param {string} html
 * @returns {ScriptTag[]}
 */
export function scriptsOf(html) {
  return elementsOf(html, ['script']).map((element) => {
    const type = (element.attrs.type ?? '').toLowerCase();
    const noModule = 'nomodule' in element.attrs;
    return {
      tag: element.raw,
      attrs: element.rawAttrs,
      src: element.attrs.src ?? null,
      type,
      content: element.text,
      noModule,
      executable: !DATA_TYPES.has(type) && !noModule,
      start: element.start,
      end: element.end,
    };
  });
}

/** Scripts that would run in a modern browser (external or inline). @param {string} html */
export function executableScripts(html) {
  return scriptsOf(html).filter((script) => script.executable);
}

/** Inline scripts whose execution CSP governs: executable ones and speculation rules. @param {string} html */
export function cspInlineScripts(html) {
  return scriptsOf(html).filter(
    (script) => !script.src && (script.executable || script.type === 'speculationrules'),
  );
}

/**
 * <link> tags as {rel, as, href}.
 * @param {string} html
 * @returns {LinkTag[]}
 */
export function linksOf(html) {
  return elementsOf(html, ['link']).map((element) => ({
    tag: element.raw,
    rel: (element.attrs.rel ?? '').toLowerCase(),
    as: (element.attrs.as ?? '').toLowerCase(),
    href: element.attrs.href ?? null,
    start: element.start,
    end: element.end,
  }));
}

/**
 * The runtime scripts an island page loads on the visitor's first intent (lib/islands/handoff.mjs).
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScripts(html) {
  const list = deferredList(html);
  return list ? JSON.parse(list.content) : [];
}

/**
 * The RSC payload file an island page's loader fetches with its runtime, or null.
 * @param {string} html
 * @returns {string | null}
 */
export function deferredFlight(html) {
  const list = deferredList(html);
  return (list && attr(list.attrs, DEFERRED_FLIGHT_ATTR)) ?? null;
}

/** @param {string} html */
function deferredList(html) {
  return scriptsOf(html).find(
    (script) =>
      script.type === 'application/json' && attr(script.attrs, 'id') === DEFERRED_SCRIPTS_ID,
  );
}

/**
 * What a page makes the browser fetch to be interactive: scripts (external, not nomodule,
 * plus script preloads, plus those deferred to the first intent, listed apart in `deferred`)
 * and stylesheets, as site paths.
 */
export function pageAssets(/** @type {string} */ html) {
  const scripts = new Set();
  for (const script of scriptsOf(html))
    if (script.src && script.executable) scripts.add(script.src);
  const deferred = deferredScripts(html);
  for (const src of deferred) scripts.add(src);
  const styles = new Set();
  for (const link of linksOf(html)) {
    if (!link.href) continue;
    if (link.rel === 'modulepreload' || (link.rel === 'preload' && link.as === 'script'))
      scripts.add(link.href);
    if (link.rel === 'stylesheet') styles.add(link.href);
  }
  return { scripts: [...scripts], deferred, styles: [...styles] };
}
