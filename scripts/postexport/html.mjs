// @ts-check
// Finds elements in a page with a real HTML parser (parse5, the one jsdom uses) and edits the
// page by the source offsets it reports, so everything the step does not touch stays byte for
// byte what Next wrote.
import { parse } from 'parse5';

/**
 * @typedef {object} SourceElement
 * @property {string} name lower-case tag name
 * @property {Record<string, string>} attrs attribute values (names lower-cased by the parser)
 * @property {string} rawAttrs the start tag's attribute text as written
 * @property {string} text the element's text content (a script's or style's source)
 * @property {string} raw the element as written, start tag to end tag
 * @property {number} start offset of its start tag in the page
 * @property {number} end offset just past its end tag
 */

/**
 * @typedef {{nodeName: string, attrs?: {name: string, value: string}[], value?: string,
 *   childNodes?: Node[], content?: Node,
 *   sourceCodeLocation?: {startOffset: number, endOffset: number,
 *     startTag?: {startOffset: number, endOffset: number}} | null}} Node
 */

/**
 * Every element of the page whose tag name is in `names` (all elements when omitted), in
 * document order.
 * @param {string} html
 * @param {string[]} [names]
 * @returns {readonly SourceElement[]}
 */
export function elementsOf(html, names) {
  const all = parsed(html);
  return names ? all.filter((element) => names.includes(element.name)) : all;
}

/**
 * The last pages parsed, by text. The step reads each page state several times (islands,
 * weights, scripts, links) and parse5 with source locations costs ~40-150 ms per page here:
 * one parse per distinct text instead of about four.
 * @type {Map<string, readonly SourceElement[]>}
 */
const recent = new Map();

/** @param {string} html */
function parsed(html) {
  const hit = recent.get(html);
  if (hit) return hit;
  const elements = Object.freeze(parseElements(html));
  recent.set(html, elements);
  if (recent.size > 8) recent.delete(/** @type {string} */ (recent.keys().next().value));
  return elements;
}

/**
 * @param {string} html
 * @returns {SourceElement[]}
 */
function parseElements(html) {
  /** @type {SourceElement[]} */
  const found = [];
  /** @param {Node} node */
  const walk = (node) => {
    const location = node.sourceCodeLocation;
    if (node.attrs && location) {
      const startTag = location.startTag ?? location;
      found.push({
        name: node.nodeName,
        attrs: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])),
        rawAttrs: html
          .slice(startTag.startOffset + 1 + node.nodeName.length, startTag.endOffset - 1)
          .replace(/\/$/, ''),
        text: (node.childNodes ?? []).map((child) => child.value ?? '').join(''),
        raw: html.slice(location.startOffset, location.endOffset),
        start: location.startOffset,
        end: location.endOffset,
      });
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(
    /** @type {Node} */ (/** @type {unknown} */ (parse(html, { sourceCodeLocationInfo: true }))),
  );
  return found;
}

/**
 * The page with each element for which `replace` returns a string replaced by it (by source
 * offsets; elements for which it returns undefined are left as written).
 * @param {string} html
 * @param {readonly SourceElement[]} elements from elementsOf(html)
 * @param {(element: SourceElement) => string | undefined} replace
 */
export function replaceElements(html, elements, replace) {
  let result = '';
  let at = 0;
  for (const element of [...elements].sort((a, b) => a.start - b.start)) {
    const replacement = replace(element);
    if (replacement === undefined || element.start < at) continue;
    result += html.slice(at, element.start) + replacement;
    at = element.end;
  }
  return result + html.slice(at);
}

/**
 * The page with `markup` inserted just before the end tag of its first `name` element
 * (head or body). Throws when the page has none.
 * @param {string} html
 * @param {'head' | 'body'} name
 * @param {string} markup
 */
export function appendTo(html, name, markup) {
  const element = elementsOf(html, [name])[0];
  const close = element ? element.start + element.raw.lastIndexOf(`</${name}>`) : -1;
  if (!element || close < element.start)
    throw new Error(`html: the page has no </${name}> to insert before`);
  return html.slice(0, close) + markup + html.slice(close);
}

/**
 * One attribute's value on the first element of `tag` (an element's markup, e.g. "<img ...>"),
 * or null. Names are matched case-insensitively, as HTML does.
 * @param {string} tag
 * @param {string} name
 */
export function attr(tag, name) {
  const element = elementsOf(tag).find((e) => !['html', 'head', 'body'].includes(e.name));
  return element?.attrs[name.toLowerCase()] ?? null;
}
