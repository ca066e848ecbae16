// Finds elements in a page with a real HTML parser (parse5, the one jsdom uses) and edits the
// page by the source offsets it reports, so everything the step does not touch stays byte for
// byte what Next wrote.
import { parse } from 'parse5';

export type SourceElement = {
  /** lower-case tag name */
  name: string;
  /** attribute values (names lower-cased by the parser) */
  attrs: Record<string, string>;
  /** the start tag's attribute text as written */
  rawAttrs: string;
  /** the element's text content (a script's or style's source) */
  text: string;
  /** the element as written, start tag to end tag */
  raw: string;
  /** offset of its start tag in the page */
  start: number;
  /** offset just past its end tag */
  end: number;
};

/** What the walk reads of parse5's tree: every kind of node, seen through the fields it may have. */
type Node = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  value?: string;
  childNodes?: Node[];
  content?: Node;
  sourceCodeLocation?: {
    startOffset: number;
    endOffset: number;
    startTag?: { startOffset: number; endOffset: number };
  } | null;
};

/**
 * Every element of the page whose tag name is in `names` (all elements when omitted), in
 * document order.
 */
export function elementsOf(html: string, names?: string[]): readonly SourceElement[] {
  const all = parsed(html);
  return names ? all.filter((element) => names.includes(element.name)) : all;
}

/**
 * The last pages parsed, by text. The step reads each page state several times (islands,
 * weights, scripts, links) and parse5 with source locations costs ~40-150 ms per page here:
 * one parse per distinct text instead of about four.
 */
const recent = new Map<string, readonly SourceElement[]>();

function parsed(html: string) {
  const hit = recent.get(html);
  if (hit) return hit;
  const elements = Object.freeze(parseElements(html));
  recent.set(html, elements);
  if (recent.size > 8) recent.delete(recent.keys().next().value!);
  return elements;
}

function parseElements(html: string) {
  const found: SourceElement[] = [];
  const walk = (node: Node) => {
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
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/**
 * The page with each element for which `replace` returns a string replaced by it (by source
 * offsets; elements for which it returns undefined are left as written).
 * `elements` come from elementsOf(html).
 */
export function replaceElements(
  html: string,
  elements: readonly SourceElement[],
  replace: (element: SourceElement) => string | undefined,
) {
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
 */
export function appendTo(html: string, name: 'head' | 'body', markup: string) {
  const element = elementsOf(html, [name])[0];
  const close = element ? element.start + element.raw.lastIndexOf(`</${name}>`) : -1;
  if (!element || close < element.start)
    throw new Error(`html: the page has no </${name}> to insert before`);
  return html.slice(0, close) + markup + html.slice(close);
}

/**
 * One attribute's value on the first element of `tag` (an element's markup, e.g. "<img ...>"),
 * or null. Names are matched case-insensitively, as HTML does.
 */
export function attr(tag: string, name: string) {
  const element = elementsOf(tag).find((e) => !['html', 'head', 'body'].includes(e.name));
  return element?.attrs[name.toLowerCase()] ?? null;
}
