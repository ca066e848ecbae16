import {
  MOST_IN_COLUMN,
  type Architecture,
  type ArchitectureTier,
} from '@/lib/content/case-studies';
import { textWidth, wrapText } from './architecture-text';

/** Tiers in the order a request flows: clients, gateway, core, then the outside world. */
export const TIER_ORDER: ArchitectureTier[] = ['client', 'gateway', 'core', 'edge'];

type ArchNode = Architecture['nodes'][number];
type ArchEdge = Architecture['edges'][number];

/** One item's pill inside a node: its text in lines, its top (from the node's) and height. */
export interface ItemRow {
  lines: string[];
  dy: number;
  h: number;
}

export interface PlacedNode extends ArchNode {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The label in lines that fit the node, and the px between their baselines. */
  labelLines: string[];
  labelSize: number;
  leading: number;
  rows: ItemRow[];
  /** The `copies` words in lines under the name, wrapped to the same room as the name. */
  copiesLines: string[];
  /** Room kept above and right of the front card for the cards behind it (`copies`), or 0. */
  stack: number;
}

export interface PlacedEdge extends ArchEdge {
  /** SVG path data of the connector. */
  d: string;
  /** Centre of the label pill. */
  labelX: number;
  labelY: number;
  /** The label split at " · " into one line per protocol. */
  lines: string[];
  /** The label pill's size, centred on (labelX, labelY). */
  labelW: number;
  labelH: number;
}

/** A column's caption above it (wide layout only): its index, and the tier of its first node. */
export interface TierCaption {
  column: number;
  tier: ArchitectureTier;
  x: number;
  y: number;
}

export interface ArchitectureLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  captions: TierCaption[];
}

export type Orientation = 'wide' | 'tall';

const PAD = 24;
const CAPTION = 28;
/** A column's caption: capitals in the display face, SIZE units with SPACING between letters. */
export const CAPTION_TYPE = { SIZE: 14, SPACING: 1 } as const;

/**
 * Where a caption centred over its column at `x` is drawn: moved in just enough to stay inside
 * the drawing, as "APPS, THROUGH ONE GATEWAY" over the EV study's last column would run out of it.
 */
export function captionX(caption: string, x: number, width: number): number {
  const half =
    (textWidth(caption, CAPTION_TYPE.SIZE, 'display') + caption.length * CAPTION_TYPE.SPACING) / 2;
  return Math.min(Math.max(x, PAD + half), width - PAD - half);
}

/** How far the cards behind a part that runs once per customer show (`copies`). */
export const STACK = 12;
/** The widest a column is drawn on desktop, and a core part's column's width. */
const WIDEST = 210;
/** On a phone, the rail a full column's connectors run down, left of its parts. */
export const RAIL = 36;
const RAIL_X = PAD + RAIL / 2;
/** From a part's top to the middle of its name, where a rail's branch meets it. */
const BRANCH_Y = 26;
/** The copies words under a part's name: their size and the room a line of them takes. */
export const COPIES = { SIZE: 14, LINE: 18 } as const;

/**
 * A node's box, as the component draws it: the label starts after the icon (LABEL_X) with
 * LABEL_END to spare on the right, and the items sit in pills inset ITEM_INSET, their text
 * ITEM_TEXT in from the node's side. Every extra line of text makes its part taller, so the
 * box grows to its words instead of letting them run out of it.
 */
export const BOX = {
  LABEL_X: 44,
  LABEL_END: 14,
  HEADER: 52,
  ITEM_INSET: 12,
  ITEM_TEXT: 22,
  ITEM_SIZE: 14,
  ITEM_LINE: 17,
  /** From an item pill's top to its first baseline. */
  ITEM_BASELINE: 18,
  PILL: 26,
  PILL_GAP: 6,
  FOOT: 8,
} as const;

/**
 * A connector's label pill: SIZE px text, PAD_X either side of its widest line, LINE px a line.
 * CLEAR is the least room between a pill and any box, so a label never touches a node. On desktop
 * a line wider than WRAP breaks between words: the widest pill in a gap sets the gap's width, and
 * with every label on one line the EV drawing was too wide for its 14-unit text to show at 12 px
 * at 1440 px (docs/case-studies.md#text-on-screen).
 */
export const PILL = {
  SIZE: 14,
  LINE: 17,
  PAD_X: 10,
  PAD_Y: 5,
  /** From the pill's top to its first baseline. */
  BASELINE: 19,
  CLEAR: 16,
  WRAP: 80,
} as const;

/**
 * The label pill of an edge: its lines (one per protocol, split at " · ", each wrapped at WRAP)
 * and its size.
 */
export function labelPill(label: string, orientation: Orientation = 'wide') {
  // On a phone a pill stands beside a rail with the drawing's width to spare: one line is shorter.
  const wrap = orientation === 'wide' ? PILL.WRAP : Infinity;
  const lines = label.split(/\s+·\s+/).flatMap((part) => wrapText(part, wrap, PILL.SIZE, 'text'));
  const w =
    Math.ceil(Math.max(...lines.map((l) => textWidth(l, PILL.SIZE, 'text')))) + 2 * PILL.PAD_X;
  return { lines, w, h: lines.length * PILL.LINE + 2 * PILL.PAD_Y };
}

/** A core part's name is set larger, except in a box shared with a neighbour on a phone. */
const labelSize = (node: ArchNode, w = Infinity) => (node.tier === 'core' && w >= 200 ? 17 : 15);

/** Room for the label's text, and for an item's, in a node `w` wide. */
const labelRoom = (w: number) => w - BOX.LABEL_X - BOX.LABEL_END;
const itemRoom = (w: number) => w - 2 * BOX.ITEM_TEXT;

/** The width a node needs to set its label and every item on one line. */
function naturalWidth(node: ArchNode): number {
  const label = textWidth(node.label, labelSize(node), 'display') + BOX.LABEL_X + BOX.LABEL_END;
  const copies = node.copies
    ? textWidth(node.copies, COPIES.SIZE, 'text') + BOX.LABEL_X + BOX.LABEL_END
    : 0;
  const items = node.items.map((item) => textWidth(item, BOX.ITEM_SIZE, 'text'));
  const stack = node.copies ? STACK : 0;
  return Math.ceil(Math.max(label, copies, ...items.map((w) => w + 2 * BOX.ITEM_TEXT)) + stack);
}

/**
 * The node's words wrapped to a box `w` wide, and the height that box needs. `headerLines`
 * reserves room for a longer label beside it, so the items of neighbours start level.
 */
function fit(node: ArchNode, w: number, headerLines = 1, items = true) {
  const size = labelSize(node, w);
  const leading = Math.round(size * 1.25);
  const stack = node.copies ? STACK : 0;
  const labelLines = wrapText(node.label, labelRoom(w - stack), size, 'display');
  // At 14 units "Each agency's books apart" ran out of a 210-unit card: it wraps like the name.
  const copiesLines = node.copies
    ? wrapText(node.copies, labelRoom(w - stack), COPIES.SIZE, 'text')
    : [];
  let dy =
    stack +
    BOX.HEADER +
    (Math.max(labelLines.length, headerLines) - 1) * leading +
    copiesLines.length * COPIES.LINE;
  const box = { labelLines, labelSize: size, leading, copiesLines, stack };
  // A name-only card ends under its name (HEADER keeps the icon's margin below it as well).
  if (!items) return { ...box, rows: [], h: dy };
  const rows: ItemRow[] = node.items.map((item) => {
    const lines = wrapText(item, itemRoom(w - stack), BOX.ITEM_SIZE, 'text');
    const row = { lines, dy, h: BOX.PILL + (lines.length - 1) * BOX.ITEM_LINE };
    dy += row.h + BOX.PILL_GAP;
    return row;
  });
  return { ...box, rows, h: dy + BOX.FOOT };
}

/**
 * The drawing's columns: the ones its content declares, or else one per tier in request order.
 */
export function columnsOf(arch: Architecture): ArchNode[][] {
  if (arch.columns) return arch.columns.map((_, c) => arch.nodes.filter((n) => n.column === c));
  return TIER_ORDER.map((tier) => arch.nodes.filter((n) => n.tier === tier)).filter(
    (nodes) => nodes.length > 0,
  );
}

/**
 * Places the nodes column by column, left to right ('wide', for desktop) or top to bottom
 * ('tall', for phones), and routes each connector between facing sides; on a phone a column of
 * three stacks its parts beside a rail. Pure, so it is tested without a DOM; the component only
 * draws what this returns.
 */
export function layoutArchitecture(
  arch: Architecture,
  orientation: Orientation,
): ArchitectureLayout {
  const columns = columnsOf(arch);
  const columnOf = new Map(columns.flatMap((nodes, c) => nodes.map((n) => [n.id, c] as const)));
  const placed =
    orientation === 'wide' ? placeWide(columns, arch.edges) : placeTall(columns, arch.edges);
  const byId = new Map(placed.nodes.map((n) => [n.id, n]));
  const railed = new Set(
    orientation === 'tall'
      ? columns
          .filter((nodes) => nodes.length >= MOST_IN_COLUMN)
          .flat()
          .map((n) => n.id)
      : [],
  );
  const edges = arch.edges.map((edge) =>
    railed.has(edge.from) || railed.has(edge.to)
      ? routeRail(edge, byId.get(edge.from)!, byId.get(edge.to)!, railed, columnOf, placed.width)
      : route(edge, byId, orientation, arch.edges, columnOf),
  );
  return { ...placed, edges };
}

/**
 * The room between column `c` and the next: at least `least`, and enough for the widest (or,
 * tall, the tallest) label pill on a connector between the two, with CLEAR either side.
 */
function gapsBetween(
  columns: ArchNode[][],
  edges: ArchEdge[],
  least: number,
  size: (pill: { w: number; h: number }) => number,
  orientation: Orientation,
): number[] {
  const columnOf = new Map(columns.flatMap((nodes, c) => nodes.map((n) => [n.id, c] as const)));
  return columns
    .slice(1)
    .map((_, c) =>
      Math.max(
        least,
        ...edges
          .filter((e) => Math.min(columnOf.get(e.from)!, columnOf.get(e.to)!) === c)
          .map((e) => size(labelPill(e.label, orientation)) + 2 * PILL.CLEAR),
      ),
    );
}

function placeWide(columns: ArchNode[][], edges: ArchEdge[]) {
  const gaps = gapsBetween(columns, edges, 96, (pill) => pill.w, 'wide');
  const top = PAD + CAPTION;
  // A column is as wide as its widest words need, never narrower than its tier's width, and
  // never wider than WIDEST: longer words wrap, so four columns fit the page scaled by 0.93 at
  // most and 14-unit text shows at 13 px (docs/case-studies.md#text-on-screen).
  const widths = columns.map((nodes) =>
    Math.min(
      WIDEST,
      Math.max(nodes.some((n) => n.tier === 'core') ? WIDEST : 190, ...nodes.map(naturalWidth)),
    ),
  );
  const fitted = columns.map((nodes, c) => nodes.map((n) => fit(n, widths[c]!)));
  const stackGap = 32;
  const stacks = fitted.map(
    (boxes) => boxes.reduce((sum, b) => sum + b.h, 0) + stackGap * (boxes.length - 1),
  );
  const height = Math.max(...stacks) + top + PAD;
  const nodes: PlacedNode[] = [];
  const captions: TierCaption[] = [];
  let x = PAD;
  columns.forEach((columnNodes, c) => {
    captions.push({ column: c, tier: columnNodes[0]!.tier, x: x + widths[c]! / 2, y: PAD + 8 });
    let y = top + (height - top - PAD - stacks[c]!) / 2;
    columnNodes.forEach((node, i) => {
      const box = fitted[c]![i]!;
      nodes.push({ ...node, ...box, x, y, w: widths[c]! });
      y += box.h + stackGap;
    });
    x += widths[c]! + (gaps[c] ?? 0);
  });
  return { width: x + PAD, height, nodes, captions };
}

function placeTall(columns: ArchNode[][], edges: ArchEdge[]) {
  const width = 360;
  const inner = width - PAD * 2;
  const sideGap = 16;
  const gaps = gapsBetween(columns, edges, 84, (pill) => pill.h, 'tall');
  const nodes: PlacedNode[] = [];
  let y = PAD;
  for (const [c, columnNodes] of columns.entries()) {
    if (columnNodes.length >= MOST_IN_COLUMN) {
      // One under another right of the rail, a label pill's room between each two.
      const ids = new Set(columnNodes.map((n) => n.id));
      const gap = Math.max(
        32,
        ...edges
          .filter((e) => ids.has(e.from) || ids.has(e.to))
          .map((e) => labelPill(e.label, 'tall').h + 2 * PILL.CLEAR),
      );
      // A column between two others has a second rail on the right, to the part underneath.
      const w = inner - RAIL * (c > 0 && c < columns.length - 1 ? 2 : 1);
      // Each part by its name only: three parts' items made the EV study's phone drawing about
      // 1,400 px tall, past its page budget. The items stand in each part's description, in the
      // list under the drawing, and on desktop.
      for (const [i, node] of columnNodes.entries()) {
        const box = fit(node, w, 1, false);
        nodes.push({ ...node, ...box, x: PAD + RAIL, y, w });
        y += box.h + (i < columnNodes.length - 1 ? gap : 0);
      }
      y += gaps[c] ?? 0;
      continue;
    }
    // Side by side at a shared width, the words wrapping to it; a row is as tall as its tallest.
    const w = (inner - sideGap * (columnNodes.length - 1)) / columnNodes.length;
    const lines = Math.max(...columnNodes.map((node) => fit(node, w).labelLines.length));
    const boxes = columnNodes.map((node) => fit(node, w, lines));
    const h = Math.max(...boxes.map((b) => b.h));
    columnNodes.forEach((node, i) =>
      nodes.push({ ...node, ...boxes[i]!, x: PAD + i * (w + sideGap), y, w, h }),
    );
    y += h + (gaps[c] ?? 0);
  }
  return { width, height: y + PAD, nodes, captions: [] as TierCaption[] };
}

/**
 * A connector to or from a part of a full column on a phone: along a rail beside the column and
 * into the part's side, its label on the rail in the room next to that part. The rail from the
 * part above runs down the left and labels above each part; the rail to the part underneath
 * runs down the right (or the left, when nothing is above) and labels below each part.
 */
function routeRail(
  edge: ArchEdge,
  from: PlacedNode,
  to: PlacedNode,
  railed: Set<string>,
  columnOf: Map<string, number>,
  width: number,
): PlacedEdge {
  const { lines, w: labelW, h: labelH } = labelPill(edge.label, 'tall');
  const part = railed.has(edge.from) ? from : to;
  const other = part === from ? to : from;
  // The part's column is below the other's: the rail comes down to it.
  const below = columnOf.get(part.id)! > columnOf.get(other.id)!;
  const right = !below && part.x + part.w < width - PAD - RAIL / 2;
  const railX = right ? width - PAD - RAIL / 2 : RAIL_X;
  const sideX = right ? part.x + part.w : part.x;
  const branchY = part.y + part.stack + BRANCH_Y;
  const trunkY = below ? other.y + other.h : other.y;
  const d =
    part === from
      ? `M${sideX} ${branchY} L${railX} ${branchY} L${railX} ${trunkY}`
      : `M${railX} ${trunkY} L${railX} ${branchY} L${sideX} ${branchY}`;
  const labelY = below
    ? part.y - PILL.CLEAR - labelH / 2
    : part.y + part.h + PILL.CLEAR + labelH / 2;
  const labelX = right ? railX + 12 - labelW / 2 : railX - 12 + labelW / 2;
  return { ...edge, d, labelX, labelY, lines, labelW, labelH };
}

/** Where a connector meets a side shared by several connectors: spread them along the side. */
function slot(node: PlacedNode, edge: ArchEdge, all: ArchEdge[], columnOf: Map<string, number>) {
  const here = columnOf.get(node.id)!;
  const sideOf = (e: ArchEdge) => columnOf.get(e.from === node.id ? e.to : e.from)! < here;
  const sameSide = all
    .filter((e) => e.from === node.id || e.to === node.id)
    .filter((e) => sideOf(e) === sideOf(edge));
  return { index: sameSide.indexOf(edge), count: sameSide.length };
}

function route(
  edge: ArchEdge,
  byId: Map<string, PlacedNode>,
  orientation: Orientation,
  all: ArchEdge[],
  columnOf: Map<string, number>,
): PlacedEdge {
  const { lines, w: labelW, h: labelH } = labelPill(edge.label, orientation);
  const from = byId.get(edge.from)!;
  const to = byId.get(edge.to)!;
  const a = slot(from, edge, all, columnOf);
  const b = slot(to, edge, all, columnOf);
  // Drawn from the earlier column's side, whichever way the connection points.
  const forward = columnOf.get(edge.from)! < columnOf.get(edge.to)!;
  const along = (start: number, length: number, s: { index: number; count: number }) =>
    start + (length * (s.index + 1)) / (s.count + 1);
  if (orientation === 'wide') {
    const x1 = forward ? from.x + from.w : from.x;
    const y1 = along(from.y + from.stack, from.h - from.stack, a);
    const x2 = forward ? to.x : to.x + to.w;
    const y2 = along(to.y + to.stack, to.h - to.stack, b);
    const dx = (x2 - x1) / 2;
    return {
      ...edge,
      d: `M${x1} ${y1} C${x1 + dx} ${y1} ${x2 - dx} ${y2} ${x2} ${y2}`,
      labelX: (x1 + x2) / 2,
      labelY: (y1 + y2) / 2,
      lines,
      labelW,
      labelH,
    };
  }
  const x1 = along(from.x, from.w - from.stack, a);
  // Into a part's top at the rearmost card's edge: the front card's top lies under the cards
  // behind it, which hid Paysprout's arrowhead into the ledger on a phone.
  const y1 = forward ? from.y + from.h : from.y;
  const x2 = along(to.x, to.w - to.stack, b);
  const y2 = forward ? to.y : to.y + to.h;
  const dy = (y2 - y1) / 2;
  return {
    ...edge,
    d: `M${x1} ${y1} C${x1} ${y1 + dy} ${x2} ${y2 - dy} ${x2} ${y2}`,
    labelX: (x1 + x2) / 2,
    labelY: (y1 + y2) / 2,
    lines,
    labelW,
    labelH,
  };
}
