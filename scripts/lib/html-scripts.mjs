// HTML helpers shared by the zero-JS step, the _headers generator, the benchmark and the tests:
// what a page's scripts are, which of them execute, and what it loads.

import { DEFERRED_SCRIPTS_ID } from '../../lib/islands/handoff.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

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

function hasAttr(attrs, name) {
  return new RegExp(`(^|\\s)${name}(\\s|=|$)`, 'i').test(attrs);
}

/** Script types a browser treats as data, never runs. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json', 'speculationrules']);

/**
 * Every <script> of a page: {attrs, src, type, content, executable}. A script is executable
 * unless its type marks it as data (JSON-LD, JSON, speculation rules) or it is a `nomodule`
 * fallback that modern browsers skip.
 */
export function scriptsOf(html) {
  return [...html.matchAll(SCRIPT)].map((match) => {
    const attrs = match[1];
    const type = (attr(attrs, 'type') ?? '').toLowerCase();
    const src = attr(attrs, 'src');
    const noModule = hasAttr(attrs, 'nomodule');
    return {
      tag: match[0],
      attrs,
      src,
      type,
      content: match[2],
      noModule,
      executable: !DATA_TYPES.has(type) && !noModule,
    };
  });
}

/** Scripts that would run in a modern browser (external or inline). */
export function executableScripts(html) {
  return scriptsOf(html).filter((script) => script.executable);
}

/** Inline scripts whose execution CSP governs: executable ones and speculation rules. */
export function cspInlineScripts(html) {
  return scriptsOf(html).filter(
    (script) => !script.src && (script.executable || script.type === 'speculationrules'),
  );
}

const LINK = /<link\b([^>]*?)\/?>/gi;

/** <link> tags as {rel, as, href}. */
export function linksOf(html) {
  return [...html.matchAll(LINK)].map((match) => ({
    tag: match[0],
    rel: (attr(match[1], 'rel') ?? '').toLowerCase(),
    as: (attr(match[1], 'as') ?? '').toLowerCase(),
    href: attr(match[1], 'href'),
  }));
}

/** The runtime scripts an island page loads on the visitor's first intent (lib/islands/handoff.mjs). */
export function deferredScripts(html) {
  const list = scriptsOf(html).find(
    (script) =>
      script.type === 'application/json' && attr(script.attrs, 'id') === DEFERRED_SCRIPTS_ID,
  );
  return list ? JSON.parse(list.content) : [];
}

/**
 * What a page makes the browser fetch to be interactive: scripts (external, not nomodule,
 * plus script preloads, plus those deferred to the first intent, listed apart in `deferred`)
 * and stylesheets, as site paths.
 */
export function pageAssets(html) {
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
