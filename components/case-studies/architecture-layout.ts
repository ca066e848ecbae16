import type { Architecture, ArchitectureTier } from '@/lib/content/case-studies';
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

/** A tier's caption above its column (wide layout only). */
export interface TierCaption {
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
  ITEM_SIZE: 12,
  ITEM_LINE: 14,
  PILL: 24,
  PILL_GAP: 6,
  FOOT: 8,
} as const;

/**
 * A connector's label pill: SIZE px text, PAD_X either side of its widest line, LINE px a line.
 * CLEAR is the least room between a pill and any box, so a label never touches a node.
 */
export const PILL = {
  SIZE: 11,
  LINE: 14,
  PAD_X: 10,
  PAD_Y: 5,
  /** From the pill's top to its first baseline. */
  BASELINE: 17,
  CLEAR: 16,
} as const;

/** The label pill of an edge: its lines (one per protocol, split at " · ") and its size. */
export function labelPill(label: string) {
  const lines = label.split(/\s+·\s+/);
  const w =
    Math.ceil(Math.max(...lines.map((l) => textWidth(l, PILL.SIZE, 'text')))) + 2 * PILL.PAD_X;
  return { lines, w, h: lines.length * PILL.LINE + 2 * PILL.PAD_Y };
}

const labelSize = (node: ArchNode) => (node.tier === 'core' ? 17 : 15);

/** Room for the label's text, and for an item's, in a node `w` wide. */
const labelRoom = (w: number) => w - BOX.LABEL_X - BOX.LABEL_END;
const itemRoom = (w: number) => w - 2 * BOX.ITEM_TEXT;

/** The width a node needs to set its label and every item on one line. */
function naturalWidth(node: ArchNode): number {
  const label = textWidth(node.label, labelSize(node), 'display') + BOX.LABEL_X + BOX.LABEL_END;
  const items = node.items.map((item) => textWidth(item, BOX.ITEM_SIZE, 'text'));
  return Math.ceil(Math.max(label, ...items.map((w) => w + 2 * BOX.ITEM_TEXT)));
}

/**
 * The node's words wrapped to a box `w` wide, and the height that box needs. `headerLines`
 * reserves room for a longer label beside it, so the items of neighbours start level.
 */
function fit(node: ArchNode, w: number, headerLines = 1) {
  const size = labelSize(node);
  const leading = Math.round(size * 1.25);
  const labelLines = wrapText(node.label, labelRoom(w), size, 'display');
  let dy = BOX.HEADER + (Math.max(labelLines.length, headerLines) - 1) * leading;
  const rows: ItemRow[] = node.items.map((item) => {
    const lines = wrapText(item, itemRoom(w), BOX.ITEM_SIZE, 'text');
    const row = { lines, dy, h: BOX.PILL + (lines.length - 1) * BOX.ITEM_LINE };
    dy += row.h + BOX.PILL_GAP;
    return row;
  });
  return { labelLines, labelSize: size, leading, rows, h: dy + BOX.FOOT };
}

/**
 * Places the nodes tier by tier, left to right ('wide', for desktop) or top to bottom ('tall',
 * for phones), and routes each connector between facing sides. Pure, so it is tested without
 * a DOM; the component only draws what this returns.
 */
export function layoutArchitecture(
  arch: Architecture,
  orientation: Orientation,
): ArchitectureLayout {
  const tiers = TIER_ORDER.map((tier) => arch.nodes.filter((n) => n.tier === tier)).filter(
    (nodes) => nodes.length > 0,
  );
  const placed =
    orientation === 'wide' ? placeWide(tiers, arch.edges) : placeTall(tiers, arch.edges);
  const byId = new Map(placed.nodes.map((n) => [n.id, n]));
  const edges = arch.edges.map((edge) =>
    route(edge, byId.get(edge.from)!, byId.get(edge.to)!, orientation, arch.edges, byId),
  );
  return { ...placed, edges };
}

/**
 * The room between tier `t` and the next: at least `least`, and enough for the widest (or, tall,
 * the tallest) label pill on a connector between the two, with CLEAR to spare on either side.
 */
function gapsBetween(
  tiers: ArchNode[][],
  edges: ArchEdge[],
  least: number,
  size: (pill: { w: number; h: number }) => number,
): number[] {
  const tierOf = new Map(tiers.flatMap((nodes, t) => nodes.map((n) => [n.id, t] as const)));
  return tiers
    .slice(1)
    .map((_, t) =>
      Math.max(
        least,
        ...edges
          .filter((e) => Math.min(tierOf.get(e.from)!, tierOf.get(e.to)!) === t)
          .map((e) => size(labelPill(e.label)) + 2 * PILL.CLEAR),
      ),
    );
}

function placeWide(tiers: ArchNode[][], edges: ArchEdge[]) {
  const gaps = gapsBetween(tiers, edges, 112, (pill) => pill.w);
  const top = PAD + CAPTION;
  // A column is as wide as its widest words need, and never narrower than its tier's width.
  const widths = tiers.map((nodes) =>
    Math.max(nodes.some((n) => n.tier === 'core') ? 260 : 200, ...nodes.map(naturalWidth)),
  );
  const fitted = tiers.map((nodes, t) => nodes.map((n) => fit(n, widths[t]!)));
  const stackGap = 32;
  const stacks = fitted.map(
    (boxes) => boxes.reduce((sum, b) => sum + b.h, 0) + stackGap * (boxes.length - 1),
  );
  const height = Math.max(...stacks) + top + PAD;
  const nodes: PlacedNode[] = [];
  const captions: TierCaption[] = [];
  let x = PAD;
  tiers.forEach((tierNodes, t) => {
    captions.push({ tier: tierNodes[0]!.tier, x: x + widths[t]! / 2, y: PAD + 8 });
    let y = top + (height - top - PAD - stacks[t]!) / 2;
    tierNodes.forEach((node, i) => {
      const box = fitted[t]![i]!;
      nodes.push({ ...node, ...box, x, y, w: widths[t]! });
      y += box.h + stackGap;
    });
    x += widths[t]! + (gaps[t] ?? 0);
  });
  return { width: x + PAD, height, nodes, captions };
}

function placeTall(tiers: ArchNode[][], edges: ArchEdge[]) {
  const width = 360;
  const inner = width - PAD * 2;
  const sideGap = 16;
  const gaps = gapsBetween(tiers, edges, 84, (pill) => pill.h);
  const nodes: PlacedNode[] = [];
  let y = PAD;
  for (const [t, tierNodes] of tiers.entries()) {
    // Side by side at a shared width, the words wrapping to it; a row is as tall as its tallest.
    const w = (inner - sideGap * (tierNodes.length - 1)) / tierNodes.length;
    const lines = Math.max(...tierNodes.map((node) => fit(node, w).labelLines.length));
    const boxes = tierNodes.map((node) => fit(node, w, lines));
    const h = Math.max(...boxes.map((b) => b.h));
    tierNodes.forEach((node, i) =>
      nodes.push({ ...node, ...boxes[i]!, x: PAD + i * (w + sideGap), y, w, h }),
    );
    y += h + (gaps[t] ?? 0);
  }
  return { width, height: y + PAD, nodes, captions: [] as TierCaption[] };
}

/** Where a connector meets a side shared by several connectors: spread them along the side. */
function slot(node: PlacedNode, edge: ArchEdge, all: ArchEdge[], byId: Map<string, PlacedNode>) {
  const siblings = all.filter((e) => e.from === node.id || e.to === node.id);
  const sameSide = siblings.filter((e) => {
    const other = byId.get(e.from === node.id ? e.to : e.from)!;
    const mine = byId.get(edge.from === node.id ? edge.to : edge.from)!;
    return (
      TIER_ORDER.indexOf(other.tier) < TIER_ORDER.indexOf(node.tier) ===
      TIER_ORDER.indexOf(mine.tier) < TIER_ORDER.indexOf(node.tier)
    );
  });
  return { index: sameSide.indexOf(edge), count: sameSide.length };
}

function route(
  edge: ArchEdge,
  from: PlacedNode,
  to: PlacedNode,
  orientation: Orientation,
  all: ArchEdge[],
  byId: Map<string, PlacedNode>,
): PlacedEdge {
  const { lines, w: labelW, h: labelH } = labelPill(edge.label);
  const a = slot(from, edge, all, byId);
  const b = slot(to, edge, all, byId);
  const along = (start: number, length: number, s: { index: number; count: number }) =>
    start + (length * (s.index + 1)) / (s.count + 1);
  if (orientation === 'wide') {
    const x1 = from.x + from.w;
    const y1 = along(from.y, from.h, a);
    const x2 = to.x;
    const y2 = along(to.y, to.h, b);
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
  const x1 = along(from.x, from.w, a);
  const y1 = from.y + from.h;
  const x2 = along(to.x, to.w, b);
  const y2 = to.y;
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
