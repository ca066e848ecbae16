// What a page's scripts and links are, read with parse5 (html.ts): shared by the post-export
// step, the _headers generator, the benchmark and the tests.
import { ISLAND_MODULES_ID } from '../../lib/islands/contract';
import { elementsOf } from './html';

export type ScriptTag = {
  tag: string;
  id: string | null;
  src: string | null;
  type: string;
  content: string;
  noModule: boolean;
  executable: boolean;
  start: number;
  end: number;
};
export type LinkTag = {
  tag: string;
  rel: string;
  as: string;
  href: string | null;
  start: number;
  end: number;
};

/** Script types a browser treats as data, never runs. */
export const DATA_TYPES = new Set(['application/ld+json', 'application/json', 'speculationrules']);

/**
 * Every <script> of a page. A script is executable unless its type marks it as data (JSON-LD,
 * JSON, speculation rules) or it is a `nomodule` fallback that modern browsers skip.
 */
export function scriptsOf(html: string): ScriptTag[] {
  return elementsOf(html, ['script']).map((element) => {
    const type = (element.attrs.type ?? '').toLowerCase();
    const noModule = 'nomodule' in element.attrs;
    return {
      tag: element.raw,
      id: element.attrs.id ?? null,
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

/** Scripts that would run in a modern browser (external or inline). */
export function executableScripts(html: string) {
  return scriptsOf(html).filter((script) => script.executable);
}

/** Inline scripts whose execution CSP governs: executable ones and speculation rules. */
export function cspInlineScripts(html: string) {
  return scriptsOf(html).filter(
    (script) => !script.src && (script.executable || script.type === 'speculationrules'),
  );
}

/**
 * <link> tags as {rel, as, href}.
 */
export function linksOf(html: string): LinkTag[] {
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
 * The island modules (and the chunks they import) an island page loads on the visitor's first
 * intent, from the page's ISLAND_MODULES_ID block; [] on a page without islands.
 */
export function islandScripts(html: string): string[] {
  const block = scriptsOf(html).find(
    (script) => script.type === 'application/json' && script.id === ISLAND_MODULES_ID,
  );
  if (!block) return [];
  const modules: Record<string, string[]> = JSON.parse(block.content);
  return [...new Set(Object.values(modules).flat())];
}

/**
 * What a page makes the browser fetch to be interactive: scripts (external and executable, plus
 * script preloads, plus the island modules loaded on the first intent, listed apart in
 * `deferred`) and stylesheets, as site paths.
 */
export function pageAssets(html: string) {
  const scripts = new Set<string>();
  for (const script of scriptsOf(html))
    if (script.src && script.executable) scripts.add(script.src);
  const deferred = islandScripts(html);
  for (const src of deferred) scripts.add(src);
  const styles = new Set<string>();
  for (const link of linksOf(html)) {
    if (!link.href) continue;
    if (link.rel === 'modulepreload' || (link.rel === 'preload' && link.as === 'script'))
      scripts.add(link.href);
    if (link.rel === 'stylesheet') styles.add(link.href);
  }
  return { scripts: [...scripts], deferred, styles: [...styles] };
}
