import type { Architecture, ArchitectureTier } from '@/lib/content/case-studies';

/** Tiers in the order a request flows: clients, gateway, core, then the outside world. */
export const TIER_ORDER: ArchitectureTier[] = ['client', 'gateway', 'core', 'edge'];

type ArchNode = Architecture['nodes'][number];
type ArchEdge = Architecture['edges'][number];

export interface PlacedNode extends ArchNode {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedEdge extends ArchEdge {
  /** SVG path data of the connector. */
  d: string;
  /** Centre of the label pill. */
  labelX: number;
  labelY: number;
  /** The label split at " · " into one line per protocol. */
  lines: string[];
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
const HEADER = 52;
const ITEM = 30;

function nodeHeight(node: ArchNode): number {
  return HEADER + node.items.length * ITEM + 14;
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
  const placed = orientation === 'wide' ? placeWide(tiers) : placeTall(tiers);
  const byId = new Map(placed.nodes.map((n) => [n.id, n]));
  const edges = arch.edges.map((edge) =>
    route(edge, byId.get(edge.from)!, byId.get(edge.to)!, orientation, arch.edges, byId),
  );
  return { ...placed, edges };
}

function placeWide(tiers: ArchNode[][]) {
  const gap = 112;
  const top = PAD + CAPTION;
  const widths = tiers.map((nodes) => (nodes.some((n) => n.tier === 'core') ? 260 : 200));
  const stackGap = 32;
  const stacks = tiers.map(
    (nodes) => nodes.reduce((sum, n) => sum + nodeHeight(n), 0) + stackGap * (nodes.length - 1),
  );
  const height = Math.max(...stacks) + top + PAD;
  const nodes: PlacedNode[] = [];
  const captions: TierCaption[] = [];
  let x = PAD;
  tiers.forEach((tierNodes, t) => {
    captions.push({ tier: tierNodes[0]!.tier, x: x + widths[t]! / 2, y: PAD + 8 });
    let y = top + (height - top - PAD - stacks[t]!) / 2;
    for (const node of tierNodes) {
      const h = nodeHeight(node);
      nodes.push({ ...node, x, y, w: widths[t]!, h });
      y += h + stackGap;
    }
    x += widths[t]! + gap;
  });
  return { width: x - gap + PAD, height, nodes, captions };
}

function placeTall(tiers: ArchNode[][]) {
  const width = 360;
  const inner = width - PAD * 2;
  const sideGap = 16;
  const gap = 84;
  const nodes: PlacedNode[] = [];
  let y = PAD;
  for (const tierNodes of tiers) {
    const w = (inner - sideGap * (tierNodes.length - 1)) / tierNodes.length;
    const h = Math.max(...tierNodes.map(nodeHeight));
    tierNodes.forEach((node, i) => nodes.push({ ...node, x: PAD + i * (w + sideGap), y, w, h }));
    y += h + gap;
  }
  return { width, height: y - gap + PAD, nodes, captions: [] as TierCaption[] };
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
  const lines = edge.label.split(/\s+·\s+/);
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
  };
}
