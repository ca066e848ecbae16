import { parse } from 'parse5';

/**
 * The text of a built page as a visitor reads it, in units a claim cannot straddle: each block
 * (paragraph, list item, heading, cell, caption) is one unit, and a stat tile (a <div> of
 * <dt>/<dd>) reads as one sentence, value first: "50+ Projects delivered: across web...".
 */
interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

// Comments too: React marks the seams between text parts with them, inside one sentence.
const SKIP = new Set(['script', 'style', 'template', 'head', '#comment']);
const INLINE = new Set([
  '#text',
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'mark',
  'q',
  's',
  'u',
]);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function textOf(node: Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (SKIP.has(node.nodeName)) return '';
  const inner = (node.childNodes ?? []).map(textOf).join(INLINE.has(node.nodeName) ? '' : ' ');
  return INLINE.has(node.nodeName) ? inner : ` ${inner} `;
}

const elements = (node: Node) => (node.childNodes ?? []).filter((c) => c.tagName);

/** A <div> holding only <dt>/<dd>: one figure of a stat row. */
function tileText(node: Node): string | null {
  const kids = elements(node);
  if (node.nodeName !== 'div' || kids.length < 2) return null;
  if (!kids.every((k) => k.nodeName === 'dt' || k.nodeName === 'dd')) return null;
  const label = kids.filter((k) => k.nodeName === 'dt').map((k) => clean(textOf(k)));
  const [value = '', ...details] = kids
    .filter((k) => k.nodeName === 'dd')
    .map((k) => clean(textOf(k)));
  return clean(`${value} ${label.join(' ')}: ${details.join(' ')}`);
}

export function readableUnits(html: string): string[] {
  const units: string[] = [];
  let inline = '';
  const flush = () => {
    const text = clean(inline);
    if (text) units.push(text);
    inline = '';
  };
  const walk = (node: Node) => {
    if (SKIP.has(node.nodeName)) return;
    if (INLINE.has(node.nodeName)) {
      inline += textOf(node);
      return;
    }
    const tile = tileText(node);
    if (tile) {
      flush();
      units.push(tile);
      return;
    }
    flush();
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
    flush();
  };
  const document = parse(html) as unknown as Node;
  walk(document);
  // What a search result or a shared link shows is read as well.
  const meta = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  for (const text of [meta, title]) if (text) units.push(decode(text));
  return units;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export interface SignedQuote {
  quote: string;
  caption: string;
}

/** Every testimonial on a page: a <figure> with a <blockquote> and a <figcaption>. */
export function signedQuotes(html: string): SignedQuote[] {
  const found: SignedQuote[] = [];
  const find = (node: Node, name: string): Node | undefined => {
    for (const child of elements(node)) {
      if (child.nodeName === name) return child;
      const deeper = find(child, name);
      if (deeper) return deeper;
    }
    return undefined;
  };
  const walk = (node: Node) => {
    if (node.nodeName === 'figure') {
      const quote = find(node, 'blockquote');
      const caption = find(node, 'figcaption');
      if (quote && caption) {
        found.push({ quote: clean(textOf(quote)), caption: clean(textOf(caption)) });
        return;
      }
    }
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return found;
}

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;

function walkElements(node: Node, visit: (node: Node, ancestors: Node[]) => void, up: Node[] = []) {
  for (const child of elements(node)) {
    visit(child, up);
    walkElements(child, visit, [...up, child]);
    if (child.content) walkElements(child.content, visit, [...up, child]);
  }
}

/**
 * Every headline figure on a page (a [data-figure] tile of a stat row) and the basis printed
 * under it, or under its row when the row's figures share one. A case study's metrics are its client's, named on their card and their page.
 */
export function figureTiles(html: string): { text: string; basis: string }[] {
  const tiles: { text: string; basis: string }[] = [];
  walkElements(parse(html) as unknown as Node, (node, ancestors) => {
    if (attr(node, 'data-figure') === undefined) return;
    const row = ancestors.find((a) => attr(a, 'data-stat-row') !== undefined);
    if (!row) return;
    const basis = elements(node).find((k) => attr(k, 'data-basis') !== undefined);
    // A row's figures without a basis of their own share the one said once under the row.
    const shared = attr(row, 'data-shared-basis') ?? '';
    tiles.push({ text: tileText(node) ?? '', basis: basis ? clean(textOf(basis)) : shared });
  });
  return tiles;
}

/** Every link styled as a button outside the header, footer and menus: a call to action. */
export function ctaButtons(html: string): { href: string; label: string }[] {
  const found: { href: string; label: string }[] = [];
  walkElements(parse(html) as unknown as Node, (node, ancestors) => {
    const classes = attr(node, 'class') ?? '';
    if (
      node.nodeName !== 'a' ||
      !/\brounded-full\b/.test(classes) ||
      !/\bfont-semibold\b/.test(classes)
    )
      return;
    if (ancestors.some((a) => ['header', 'footer', 'nav'].includes(a.nodeName))) return;
    // The arrow after a link's words is decoration, not part of its label.
    found.push({ href: attr(node, 'href') ?? '', label: clean(textOf(node).replace(/[→›]/g, '')) });
  });
  return found;
}
