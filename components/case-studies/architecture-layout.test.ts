import { getCaseStudies, getCaseStudy } from '@/lib/content/case-studies';
import { getServices } from '@/lib/content/services';
import { MOST_IN_COLUMN } from '@/lib/content/case-studies';
import {
  BOX,
  CAPTION_TYPE,
  captionX,
  columnsOf,
  COPIES,
  layoutArchitecture,
  PILL,
  STACK,
  type PlacedNode,
} from './architecture-layout';
import { textWidth } from './architecture-text';

const { architecture } = getCaseStudy('ev-transport-platform');

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function overlaps(a: PlacedNode, b: PlacedNode): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function endpoints(d: string): [[number, number], [number, number]] {
  const numbers = d.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
  return [
    [numbers[0]!, numbers[1]!],
    [numbers[numbers.length - 2]!, numbers[numbers.length - 1]!],
  ];
}

describe.each(['wide', 'tall'] as const)('architecture layout (%s)', (orientation) => {
  const layout = layoutArchitecture(architecture, orientation);

  it('places every node inside the drawing without overlaps', () => {
    expect(layout.nodes).toHaveLength(architecture.nodes.length);
    for (const node of layout.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.y).toBeGreaterThanOrEqual(0);
      expect(node.x + node.w).toBeLessThanOrEqual(layout.width);
      expect(node.y + node.h).toBeLessThanOrEqual(layout.height);
      for (const other of layout.nodes) {
        if (other !== node) expect(overlaps(node, other)).toBe(false);
      }
    }
  });

  it('runs every connector from the edge of one node to the edge of the other', () => {
    const byId = new Map(layout.nodes.map((n) => [n.id, n]));
    // On a phone a column of three stacks its parts beside a rail, which meets them at a side.
    const railed = new Set(
      columnsOf(architecture)
        .filter((nodes) => nodes.length >= MOST_IN_COLUMN)
        .flat()
        .map((n) => n.id),
    );
    const onSide = ([x, y]: [number, number], node: PlacedNode) =>
      (x === node.x || x === node.x + node.w) && y > node.y && y < node.y + node.h;
    for (const edge of layout.edges) {
      const [[x1, y1], [x2, y2]] = endpoints(edge.d);
      const from = byId.get(edge.from)!;
      const to = byId.get(edge.to)!;
      if (orientation === 'wide') {
        expect(x1).toBe(from.x + from.w);
        expect(x2).toBe(to.x);
        expect(y1).toBeGreaterThan(from.y);
        expect(y1).toBeLessThan(from.y + from.h);
      } else if (railed.has(edge.from)) {
        expect(onSide([x1, y1], from)).toBe(true);
        expect(y2).toBe(to.y);
      } else if (railed.has(edge.to)) {
        expect(y1).toBe(from.y + from.h);
        expect(onSide([x2, y2], to)).toBe(true);
      } else {
        expect(y1).toBe(from.y + from.h);
        expect(y2).toBe(to.y);
        expect(x1).toBeGreaterThan(from.x);
        expect(x1).toBeLessThan(from.x + from.w);
      }
    }
  });

  it('splits connector labels into one line per protocol', () => {
    const feed = layout.edges.find((e) => e.from === 'maps-energy-adapter')!;
    expect(feed.lines).toEqual(['Traffic', 'tariffs']);
  });
});

it('draws the EV platform as it is: adapters fanning in to one stream, services reading it', () => {
  const wide = layoutArchitecture(architecture, 'wide');
  const x = (id: string) => wide.nodes.find((n) => n.id === id)!.x;
  expect(x('charger-adapter')).toBe(x('telematics-adapter'));
  expect(x('charger-adapter')).toBe(x('maps-energy-adapter'));
  expect(x('charger-adapter')).toBeLessThan(x('event-stream'));
  expect(x('event-stream')).toBeLessThan(x('route-optimiser'));
  expect(x('route-optimiser')).toBe(x('booking-billing'));
  expect(x('route-optimiser')).toBeLessThan(x('api-gateway'));
  expect(wide.captions.map((c) => c.column)).toEqual([0, 1, 2, 3]);
  const into = wide.edges.filter((e) => e.to === 'event-stream').map((e) => e.from);
  const out = wide.edges.filter((e) => e.from === 'event-stream').map((e) => e.to);
  expect(into).toHaveLength(3);
  expect(out).toHaveLength(3);
  expect(layoutArchitecture(architecture, 'tall').width).toBe(360);
});

it('stacks the cards of a part that runs once per customer, and keeps its words on the front', () => {
  const { architecture: paysprout } = getCaseStudy('agency-accounting-saas');
  for (const orientation of ['wide', 'tall'] as const) {
    const ledger = layoutArchitecture(paysprout, orientation).nodes.find(
      (n) => n.id === 'ledger-core',
    )!;
    expect(ledger.stack).toBe(STACK);
    expect(ledger.rows[0]!.dy).toBeGreaterThan(ledger.stack + BOX.HEADER);
  }
  // On a phone the connector from above ends on the rearmost card, where its arrowhead shows.
  const tall = layoutArchitecture(paysprout, 'tall');
  const into = tall.edges.find((e) => e.to === 'ledger-core')!;
  const ledger = tall.nodes.find((n) => n.id === 'ledger-core')!;
  expect(endpoints(into.d)[1][1]).toBe(ledger.y);
});

// Every study's diagram, at both sizes: a label or an item wider than its box ran out of it
// ("Clinician Portal" on a phone), so each line has to fit the room the component gives it.
describe.each(getCaseStudies().map((s) => [s.slug, s.architecture] as const))(
  'the words of %s fit their boxes',
  (_, arch) => {
    it.each(['wide', 'tall'] as const)('%s', (orientation) => {
      // On a phone the parts of a column of three show their names only (the page budget); their
      // items are in the list of parts under the drawing. Every other part shows every item.
      const named = new Set(
        orientation === 'tall'
          ? columnsOf(arch)
              .filter((nodes) => nodes.length >= MOST_IN_COLUMN)
              .flat()
              .map((n) => n.id)
          : [],
      );
      for (const node of layoutArchitecture(arch, orientation).nodes) {
        const words = [node.labelLines.join(' '), ...node.rows.map((r) => r.lines.join(' '))];
        expect(words).toEqual([node.label, ...(named.has(node.id) ? [] : node.items)]);
        for (const line of node.labelLines) {
          expect(textWidth(line, node.labelSize, 'display')).toBeLessThanOrEqual(
            node.w - BOX.LABEL_X - BOX.LABEL_END,
          );
        }
        expect(node.copiesLines.join(' ')).toBe(node.copies ?? '');
        for (const line of node.copiesLines) {
          expect(textWidth(line, COPIES.SIZE, 'text')).toBeLessThanOrEqual(
            node.w - node.stack - BOX.LABEL_X - BOX.LABEL_END,
          );
        }
        for (const line of node.rows.flatMap((r) => r.lines)) {
          expect(textWidth(line, BOX.ITEM_SIZE, 'text')).toBeLessThanOrEqual(
            node.w - 2 * BOX.ITEM_TEXT,
          );
        }
        const last = node.rows.at(-1);
        if (last) expect(last.dy + last.h).toBeLessThan(node.h);
      }
    });
  },
);

it('wraps a label that does not fit beside its neighbour on a phone, and not on desktop', () => {
  const { architecture: helixa } = getCaseStudy('patient-follow-up-app');
  const portal = (orientation: 'wide' | 'tall') =>
    layoutArchitecture(helixa, orientation).nodes.find((n) => n.id === 'clinician-portal')!;
  expect(portal('tall').labelLines).toEqual(['Clinician', 'Portal']);
  expect(portal('wide').labelLines).toEqual(['Clinician Portal']);
});

it("starts the items of side-by-side nodes level, whatever their labels' lengths", () => {
  for (const { architecture: arch } of getCaseStudies()) {
    const nodes = layoutArchitecture(arch, 'tall').nodes;
    for (const node of nodes) {
      for (const beside of nodes.filter((n) => n.y === node.y && n.rows.length > 0)) {
        expect(beside.rows[0]!.dy).toBe(node.rows[0]!.dy);
      }
    }
  }
});

// Every drawing on the site, the service pages' as well as the studies': a label pill that
// touched its boxes at 1440 read as a label inside the box, so each keeps PILL.CLEAR from every
// box and from the other pills.
const drawings = [
  ...getCaseStudies().map((s) => [s.slug, s.architecture] as const),
  ...getServices().flatMap((s) =>
    s.sections.flatMap((section) =>
      section.type === 'architecture' ? [[s.slug, section.architecture] as const] : [],
    ),
  ),
];

describe.each(drawings)('the label pills of %s', (_, arch) => {
  it.each(['wide', 'tall'] as const)('clear every box and each other (%s)', (orientation) => {
    const layout = layoutArchitecture(arch, orientation);
    const pills = layout.edges.map((e) => ({
      x: e.labelX - e.labelW / 2,
      y: e.labelY - e.labelH / 2,
      w: e.labelW,
      h: e.labelH,
    }));
    const apart = (a: Box, b: Box, room: number) =>
      a.x + a.w + room <= b.x ||
      b.x + b.w + room <= a.x ||
      a.y + a.h + room <= b.y ||
      b.y + b.h + room <= a.y;
    for (const [i, pill] of pills.entries()) {
      for (const node of layout.nodes) expect(apart(pill, node, PILL.CLEAR)).toBe(true);
      for (const other of pills.slice(i + 1)) expect(apart(pill, other, 4)).toBe(true);
      expect(textWidth(layout.edges[i]!.lines[0]!, PILL.SIZE, 'text')).toBeLessThan(pill.w);
    }
  });
});

// Captions at 14 units ("APPS, THROUGH ONE GATEWAY") are wider than their column: each stays
// inside the drawing and clear of the next one.
it.each(getCaseStudies().map((s) => [s.slug, s.architecture] as const))(
  'keeps the column captions of %s inside the drawing and apart',
  (_, arch) => {
    const layout = layoutArchitecture(arch, 'wide');
    const spans = layout.captions.map((caption) => {
      const text = arch.columns![caption.column]!.toUpperCase();
      const half =
        (textWidth(text, CAPTION_TYPE.SIZE, 'display') + text.length * CAPTION_TYPE.SPACING) / 2;
      const x = captionX(text, caption.x, layout.width);
      return [x - half, x + half] as const;
    });
    for (const [i, [left, right]] of spans.entries()) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(layout.width);
      if (i > 0) expect(left).toBeGreaterThan(spans[i - 1]![1] + 16);
    }
  },
);
