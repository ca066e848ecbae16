// Generates one hero illustration per article: public/uploads/blog/<slug>.svg (1600x900).
// Each category has its own palette; each article gets one of seventeen compositions (motifs),
// chosen so that a page of /blog never shows one motif twice
// (docs/editors.md#generated-art), and the slug seeds the layout. The output is committed; rerun
// after adding an article. It redraws every article whose drawing changes (a new article can move
// an older one's motif); articles with a photo hero are left alone. A slug, if given, must exist:
//   npx tsx scripts/content/generate-blog-art.ts [my-slug]
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const ROOT = process.cwd();
const BLOG_DIR = path.join(ROOT, 'content', 'blog');
const OUT_DIR = path.join(ROOT, 'public', 'uploads', 'blog');
const W = 1600;
const H = 900;

/**
 * Category palettes (two light tones for shapes, a deep tone the background fades into) and
 * compositions, declared with the categories in content/blog-categories.json.
 */
const categories: Array<{ name: string; art: Palette }> = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content', 'blog-categories.json'), 'utf8'),
);
const PALETTES: Record<string, Palette> = Object.fromEntries(
  categories.map((category) => [category.name, category.art]),
);
/** A category's colours and its own composition (content/blog-categories.json). */
type Palette = { a: string; b: string; deep: string; style: Motif };
/** The seeded random source: the next number in [0, 1). */
type Rand = () => number;
type Point = [number, number];
/** What the art reads of an article's front matter. */
type Article = {
  slug: string;
  category: string;
  title: string;
  excerpt?: string;
  heroImage?: string;
  date?: unknown;
  featured?: boolean;
};

const FALLBACK: Palette = { a: '#94a3b8', b: '#cbd5e1', deep: '#1e293b', style: 'network' };

/** Small deterministic PRNG (mulberry32) seeded from the slug. */
function rng(seedText: string): Rand {
  let h = 1779033703;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  let t = h >>> 0;
  return () => {
    t += 0x6d2b79f5;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min);

function frame({ a, deep }: Palette, rand: Rand) {
  const gx = r1(between(rand, 0.55, 0.85) * W);
  const gy = r1(between(rand, 0.15, 0.45) * H);
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#12143a"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<radialGradient id="glow" cx="${gx}" cy="${gy}" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${a}" stop-opacity="0.45"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.06"/></pattern>
<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="1"/></linearGradient>
<mask id="gridMask"><rect width="${W}" height="${H}" fill="url(#fade)"/></mask>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect width="${W}" height="${H}" fill="url(#grid)" mask="url(#gridMask)"/>`;
}

/** Node positions for the team-network composition: a grid, a hub with spokes, or two clusters. */
function networkNodes(rand: Rand): Point[] {
  const variant = Math.floor(rand() * 3);
  const nodes: Point[] = [];
  if (variant === 0) {
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 5; c++)
        nodes.push([
          r1(420 + c * 250 + between(rand, -60, 60)),
          r1(170 + r * 260 + between(rand, -50, 50)),
        ]);
  } else if (variant === 1) {
    const cx = r1(between(rand, 900, 1050));
    const cy = 450;
    nodes.push([cx, cy]);
    [230, 390].forEach((radius, ring) => {
      const count = ring === 0 ? 6 : 9;
      const offset = rand() * Math.PI;
      for (let i = 0; i < count; i++) {
        const t = offset + (i / count) * Math.PI * 2;
        nodes.push([r1(cx + Math.cos(t) * radius * 1.25), r1(cy + Math.sin(t) * radius * 0.85)]);
      }
    });
  } else {
    const centres: Point[] = [
      [r1(between(rand, 560, 700)), r1(between(rand, 280, 380))],
      [r1(between(rand, 1100, 1250)), r1(between(rand, 520, 620))],
    ];
    for (const [cx, cy] of centres) {
      nodes.push([cx, cy]);
      for (let i = 0; i < 6; i++) {
        const t = (i / 6) * Math.PI * 2 + rand() * 0.4;
        const radius = between(rand, 150, 220);
        nodes.push([r1(cx + Math.cos(t) * radius), r1(cy + Math.sin(t) * radius)]);
      }
    }
  }
  return nodes.filter(([x, y]) => x > 60 && x < W - 60 && y > 60 && y < H - 60);
}

function network({ a, b }: Palette, rand: Rand) {
  const nodes = networkNodes(rand);
  const edges: string[] = [];
  nodes.forEach(([x, y], i) => {
    nodes.forEach(([x2, y2], j) => {
      if (j <= i) return;
      const d = Math.hypot(x - x2, y - y2);
      if (d < 340 && rand() < 0.7) edges.push(`<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}"/>`);
    });
  });
  const hot = new Set([Math.floor(rand() * nodes.length), Math.floor(rand() * nodes.length)]);
  const shapes = nodes.map(([x, y], i) => {
    const s = i === 0 ? 108 : i % 4 === 0 ? 84 : 64;
    const fill = hot.has(i) ? b : a;
    return `<rect x="${r1(x - s / 2)}" y="${r1(y - s / 2)}" width="${s}" height="${s}" rx="18" fill="#12143a" stroke="${a}" stroke-opacity="0.6" stroke-width="2"/><circle cx="${x}" cy="${r1(y - s / 8)}" r="${r1(s / 7)}" fill="${fill}"/><path d="M${r1(x - s / 4)} ${r1(y + s / 4)}q${r1(s / 4)} ${r1(-s / 5)} ${r1(s / 2)} 0" fill="none" stroke="${fill}" stroke-width="4" stroke-linecap="round"/>`;
  });
  const [hx, hy] = nodes[0]!;
  const ringR = r1(between(rand, 260, 340));
  return `<circle cx="${hx}" cy="${hy}" r="${ringR}" fill="none" stroke="${b}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="6 14"/>
<g stroke="${a}" stroke-opacity="0.45" stroke-width="2">${edges.join('')}</g>
${shapes.join('\n')}`;
}

function roadmap({ a, b }: Palette, rand: Rand) {
  const pts: Point[] = [];
  for (let i = 0; i < 6; i++)
    pts.push([r1(260 + i * 240), r1(between(rand, 220, 720) - i * 40 + 80)]);
  let d = `M${pts[0]![0]} ${pts[0]![1]}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    d += ` C${r1(x0 + 120)} ${y0} ${r1(x1 - 120)} ${y1} ${x1} ${y1}`;
  }
  const cards = pts.map(([x, y], i) => {
    const up = i % 2 === 0 ? -1 : 1;
    const cy = r1(y + up * between(rand, 110, 150));
    const w = 190;
    const lines = [0, 1, 2]
      .map(
        (k) =>
          `<rect x="${r1(x - w / 2 + 22)}" y="${r1(cy - 24 + k * 20)}" width="${r1(between(rand, 70, 140))}" height="8" rx="4" fill="#ffffff" fill-opacity="${k === 0 ? 0.55 : 0.22}"/>`,
      )
      .join('');
    return `<line x1="${x}" y1="${y}" x2="${x}" y2="${cy}" stroke="${a}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 8"/><rect x="${r1(x - w / 2)}" y="${r1(cy - 46)}" width="${w}" height="92" rx="16" fill="#12143a" fill-opacity="0.85" stroke="${i === 3 ? b : a}" stroke-opacity="0.7" stroke-width="2"/>${lines}<circle cx="${x}" cy="${y}" r="${i === pts.length - 1 ? 20 : 13}" fill="${i === pts.length - 1 ? b : a}"/><circle cx="${x}" cy="${y}" r="30" fill="none" stroke="${a}" stroke-opacity="0.35" stroke-width="2"/>`;
  });
  return `<path d="${d}" fill="none" stroke="${a}" stroke-opacity="0.25" stroke-width="26" stroke-linecap="round"/>
<path d="${d}" fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round"/>
${cards.join('\n')}`;
}

function browserWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  { a, b }: Palette,
  rand: Rand,
  accent: boolean,
) {
  const blocks = [];
  const cols = 2 + Math.floor(rand() * 2);
  const cw = (w - 48 - (cols - 1) * 20) / cols;
  for (let c = 0; c < cols; c++)
    blocks.push(
      `<rect x="${r1(x + 24 + c * (cw + 20))}" y="${r1(y + 150)}" width="${r1(cw)}" height="${r1(h - 180)}" rx="12" fill="${c === 0 && accent ? b : a}" fill-opacity="${c === 0 ? 0.3 : 0.14}"/>`,
    );
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#0f1233" stroke="${a}" stroke-opacity="0.55" stroke-width="2"/>
<path d="M${x} ${y + 52}h${w}" stroke="${a}" stroke-opacity="0.35" stroke-width="2"/>
<circle cx="${x + 30}" cy="${y + 26}" r="7" fill="${b}"/><circle cx="${x + 54}" cy="${y + 26}" r="7" fill="${a}" fill-opacity="0.6"/><circle cx="${x + 78}" cy="${y + 26}" r="7" fill="#ffffff" fill-opacity="0.3"/>
<rect x="${x + 110}" y="${y + 17}" width="${r1(w * 0.45)}" height="18" rx="9" fill="#ffffff" fill-opacity="0.12"/>
<rect x="${x + 24}" y="${y + 80}" width="${r1(w * between(rand, 0.35, 0.55))}" height="22" rx="8" fill="#ffffff" fill-opacity="0.6"/>
<rect x="${x + 24}" y="${y + 114}" width="${r1(w * between(rand, 0.25, 0.4))}" height="12" rx="6" fill="#ffffff" fill-opacity="0.25"/>
${blocks.join('')}</g>`;
}

function browser(palette: Palette, rand: Rand) {
  const out: string[] = [];
  const layouts: Array<Array<[number, number, number, number]>> = [
    [
      [380, 120, 760, 470],
      [720, 300, 700, 440],
      [500, 520, 420, 300],
    ],
    [
      [820, 90, 640, 420],
      [420, 250, 720, 470],
      [1020, 470, 440, 330],
    ],
  ];
  const base = layouts[Math.floor(rand() * layouts.length)]!;
  base.forEach(([x, y, w, h], i) => {
    out.push(
      browserWindow(
        r1(x + between(rand, -60, 60)),
        r1(y + between(rand, -40, 30)),
        w,
        h,
        palette,
        rand,
        i === 1,
      ),
    );
  });
  const bars = Array.from({ length: 7 }, (_, i) => {
    const h = r1(between(rand, 30, 130));
    return `<rect x="${180 + i * 26}" y="${r1(820 - h)}" width="16" height="${h}" rx="6" fill="${palette.a}" fill-opacity="${0.25 + i * 0.08}"/>`;
  });
  return out.join('\n') + bars.join('');
}

function phone(
  x: number,
  y: number,
  angle: number,
  { a, b }: Palette,
  rand: Rand,
  accent: boolean,
) {
  const w = 250;
  const h = 500;
  const rows = Array.from({ length: 4 }, (_, i) => {
    const ry = y + 150 + i * 72;
    return `<rect x="${x + 26}" y="${ry}" width="48" height="48" rx="14" fill="${i === 0 && accent ? b : a}" fill-opacity="${i === 0 ? 0.8 : 0.35}"/><rect x="${x + 90}" y="${ry + 8}" width="${r1(between(rand, 80, 130))}" height="12" rx="6" fill="#ffffff" fill-opacity="0.5"/><rect x="${x + 90}" y="${ry + 30}" width="${r1(between(rand, 50, 100))}" height="10" rx="5" fill="#ffffff" fill-opacity="0.2"/>`;
  });
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="40" fill="#0b1a2a" stroke="${a}" stroke-opacity="0.7" stroke-width="3"/>
<rect x="${x + 95}" y="${y + 18}" width="60" height="10" rx="5" fill="#ffffff" fill-opacity="0.25"/>
<rect x="${x + 26}" y="${y + 56}" width="${w - 52}" height="72" rx="16" fill="${a}" fill-opacity="0.22"/>
<rect x="${x + 44}" y="${y + 80}" width="${r1(between(rand, 80, 150))}" height="14" rx="7" fill="#ffffff" fill-opacity="0.7"/>
${rows.join('')}
<rect x="${x + 26}" y="${y + h - 60}" width="${w - 52}" height="36" rx="18" fill="${accent ? b : a}" fill-opacity="0.85"/></g>`;
}

function devices(palette: Palette, rand: Rand) {
  const xs = [520, 820, 1120];
  const phones = xs.map((x, i) =>
    phone(
      r1(x + between(rand, -40, 40)),
      r1(200 + (i === 1 ? -60 : 40) + between(rand, -40, 40)),
      r1(between(rand, -9, 9)),
      palette,
      rand,
      i === 1,
    ),
  );
  const rings = [180, 260, 340]
    .map(
      (r) =>
        `<circle cx="960" cy="450" r="${r1(r + between(rand, -20, 20))}" fill="none" stroke="${palette.a}" stroke-opacity="0.18" stroke-width="2"/>`,
    )
    .join('');
  return rings + phones.join('\n');
}

/** Launch: a rocket leaving its pad on a dotted climb, stars around it. */
function launch({ a, b }: Palette, rand: Rand) {
  const stars = Array.from({ length: 26 }, () => {
    const x = r1(between(rand, 120, 1500));
    const y = r1(between(rand, 80, 620));
    return `<circle cx="${x}" cy="${y}" r="${r1(between(rand, 2, 5))}" fill="#ffffff" fill-opacity="${r1(between(rand, 0.2, 0.6))}"/>`;
  }).join('');
  const sx = 420;
  const sy = 740;
  const ex = r1(1250 + between(rand, -40, 40));
  const ey = r1(230 + between(rand, -40, 40));
  const cx = r1(between(rand, 560, 700));
  const cy = r1(between(rand, 380, 480));
  const turn = r1((Math.atan2(ey - cy, ex - cx) * 180) / Math.PI + 90);
  return `${stars}
<circle cx="${r1(between(rand, 1280, 1400))}" cy="${r1(between(rand, 560, 680))}" r="90" fill="${a}" fill-opacity="0.18"/>
<path d="M${sx} ${sy} Q${cx} ${cy} ${ex} ${ey}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 16"/>
<rect x="${sx - 110}" y="${sy + 10}" width="220" height="26" rx="10" fill="${a}" fill-opacity="0.5"/>
<path d="M${sx - 70} ${sy + 10}v-60M${sx + 70} ${sy + 10}v-60" stroke="${a}" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>
<path d="M120 ${sy + 36}H1480" stroke="#ffffff" stroke-opacity="0.2" stroke-width="2"/>
<g transform="translate(${ex} ${ey}) rotate(${turn}) scale(1.7)">
<path d="M-18 70Q0 170 18 70Z" fill="${b}"/>
<path d="M-34 20L-70 86L-32 70ZM34 20L70 86L32 70Z" fill="${a}"/>
<path d="M0 -120C44 -80 48 0 36 70H-36C-48 0 -44 -80 0 -120Z" fill="#0f1233" stroke="${a}" stroke-width="5"/>
<circle cx="0" cy="-30" r="18" fill="${b}"/>
</g>`;
}

function orbits({ a, b }: Palette, rand: Rand) {
  const cx = r1(between(rand, 880, 1040));
  const cy = r1(between(rand, 400, 500));
  const rings = [];
  const planets = [];
  for (let i = 0; i < 5; i++) {
    const rx = 150 + i * 110;
    const ry = r1(rx * between(rand, 0.35, 0.55));
    const rot = r1(between(rand, -25, 25));
    rings.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${cx} ${cy})" fill="none" stroke="${i % 2 ? b : a}" stroke-opacity="${0.55 - i * 0.07}" stroke-width="2"/>`,
    );
    const t = between(rand, 0, Math.PI * 2);
    const px = cx + rx * Math.cos(t);
    const py = cy + ry * Math.sin(t);
    const rr = (rot * Math.PI) / 180;
    const x = r1(cx + (px - cx) * Math.cos(rr) - (py - cy) * Math.sin(rr));
    const y = r1(cy + (px - cx) * Math.sin(rr) + (py - cy) * Math.cos(rr));
    planets.push(`<circle cx="${x}" cy="${y}" r="${10 + (i % 3) * 6}" fill="${i === 2 ? b : a}"/>`);
  }
  const wave = Array.from({ length: 3 }, (_, k) => {
    let d = `M0 ${720 + k * 40}`;
    for (let x = 0; x <= W; x += 100)
      d += ` L${x} ${r1(720 + k * 40 + Math.sin(x / 140 + k + rand()) * 26)}`;
    return `<path d="${d}" fill="none" stroke="${k === 1 ? b : a}" stroke-opacity="0.3" stroke-width="2"/>`;
  });
  return `${wave.join('')}
<circle cx="${cx}" cy="${cy}" r="70" fill="${a}" fill-opacity="0.9"/><circle cx="${cx}" cy="${cy}" r="110" fill="none" stroke="${a}" stroke-opacity="0.35" stroke-width="14"/>
${rings.join('\n')}
${planets.join('')}`;
}

/** Cost: coin stacks rising by month under a dashed budget line, the last stack held under it. */
function ledger({ a, b }: Palette, rand: Rand) {
  const n = 7;
  const cap = r1(between(rand, 250, 300));
  const heights = Array.from({ length: n }, (_, i) =>
    i === n - 1 ? 9 : Math.min(11, 3 + Math.round(i * 1.3 + rand() * 2)),
  );
  const stacks = heights.map((coins, i) => {
    const x = 330 + i * 150;
    const last = i === n - 1;
    return Array.from({ length: coins }, (_, k) => {
      const y = 790 - k * 34;
      return `<ellipse cx="${x}" cy="${y + 10}" rx="52" ry="16" fill="#12143a"/><rect x="${x - 52}" y="${y - 6}" width="104" height="16" fill="${last ? b : a}" fill-opacity="${last ? 0.9 : 0.35 + k * 0.04}"/><ellipse cx="${x}" cy="${y - 6}" rx="52" ry="16" fill="${last ? b : a}" fill-opacity="${last ? 1 : 0.55}" stroke="#12143a" stroke-opacity="0.5" stroke-width="2"/>`;
    }).join('');
  });
  // The spend line runs above the stacks' tops and stays under the budget line.
  const trend = heights
    .map((coins, i) => `${i === 0 ? 'M' : 'L'}${330 + i * 150} ${r1(790 - coins * 34 - 40)}`)
    .join(' ');
  return `${stacks.join('\n')}
<path d="M250 ${cap}H1450" stroke="${b}" stroke-width="3" stroke-dasharray="14 12"/>
<rect x="1250" y="${cap - 58}" width="200" height="40" rx="20" fill="${b}" fill-opacity="0.2" stroke="${b}" stroke-width="2"/>
<rect x="1280" y="${cap - 44}" width="${r1(between(rand, 90, 140))}" height="12" rx="6" fill="#ffffff" fill-opacity="0.7"/>
<path d="${trend}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M250 806H1450" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`;
}

/** Delivery: build, test and deploy stages joined by arrows, two lanes, the last stage live. */
function pipeline({ a, b }: Palette, rand: Rand) {
  const lanes: [number, number] = [r1(between(rand, 250, 300)), r1(between(rand, 560, 620))];
  const out: string[] = [];
  lanes.forEach((y, lane) => {
    const count = lane === 0 ? 5 : 4;
    const step = 1120 / count;
    for (let i = 0; i < count; i++) {
      const x = r1(240 + i * step + (lane ? step / 2 : 0));
      const w = r1(step - 70);
      const live = lane === 0 && i === count - 1;
      const done = i < count - 1 - lane;
      out.push(
        `<rect x="${x}" y="${y - 60}" width="${w}" height="120" rx="20" fill="#0f1233" stroke="${live ? b : a}" stroke-opacity="${live ? 1 : 0.6}" stroke-width="${live ? 4 : 2}"/>`,
        `<rect x="${r1(x + 24)}" y="${y - 30}" width="${r1(w * between(rand, 0.4, 0.6))}" height="14" rx="7" fill="#ffffff" fill-opacity="0.6"/><rect x="${r1(x + 24)}" y="${y - 4}" width="${r1(w * between(rand, 0.25, 0.45))}" height="10" rx="5" fill="#ffffff" fill-opacity="0.22"/>`,
        done
          ? `<circle cx="${r1(x + w - 36)}" cy="${y + 28}" r="16" fill="${a}"/><path d="M${r1(x + w - 44)} ${y + 28}l6 6 12-12" fill="none" stroke="#0f1233" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
          : `<circle cx="${r1(x + w - 36)}" cy="${y + 28}" r="16" fill="none" stroke="${live ? b : a}" stroke-width="3"/>`,
      );
      if (i < count - 1)
        out.push(
          `<path d="M${r1(x + w + 8)} ${y}h${r1(70 - 22)}" stroke="${a}" stroke-width="3"/><path d="M${r1(x + w + 56)} ${y - 9}l10 9-10 9" fill="none" stroke="${a}" stroke-width="3" stroke-linejoin="round"/>`,
        );
    }
  });
  return `<path d="M${r1(240 + 1120 / 4 / 2 + 1120 / 4 / 2)} ${lanes[1] - 60}C${r1(520)} ${r1(lanes[0] + 140)} ${r1(420)} ${r1(lanes[0] + 90)} ${r1(420)} ${lanes[0] + 60}" fill="none" stroke="${b}" stroke-opacity="0.4" stroke-width="3" stroke-dasharray="6 10"/>
${out.join('\n')}`;
}

/** Architecture: a monolith of cells with modules pulled out of it, each wired back by one call. */
function blocks({ a, b }: Palette, rand: Rand) {
  const cols = 5;
  const rows = 6;
  const cell = 74;
  const gap = 10;
  const x0 = r1(between(rand, 240, 300));
  const y0 = 170;
  const pulled = new Set();
  while (pulled.size < 4) pulled.add(Math.floor(rand() * cols * rows));
  const cells = [];
  const modules = [];
  let m = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * (cell + gap);
      const y = y0 + r * (cell + gap);
      const index = r * cols + c;
      if (!pulled.has(index)) {
        cells.push(
          `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="10" fill="${a}" fill-opacity="${r1(0.16 + rand() * 0.22)}"/>`,
        );
        continue;
      }
      cells.push(
        `<rect x="${x + 3}" y="${y + 3}" width="${cell - 6}" height="${cell - 6}" rx="10" fill="none" stroke="${a}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="6 6"/>`,
      );
      const mx = r1(1000 + (m % 2) * 240 + between(rand, -30, 30));
      const my = r1(190 + m * 150 + between(rand, -20, 20));
      const fill = m === 1 ? b : a;
      modules.push(
        `<path d="M${x + cell} ${y + cell / 2}C${r1(x + cell + 220)} ${y + cell / 2} ${r1(mx - 220)} ${r1(my + 50)} ${mx} ${r1(my + 50)}" fill="none" stroke="${fill}" stroke-opacity="0.6" stroke-width="3"/>`,
        `<rect x="${mx}" y="${my}" width="200" height="100" rx="20" fill="#0f1233" stroke="${fill}" stroke-width="3"/><rect x="${r1(mx + 24)}" y="${r1(my + 28)}" width="${r1(between(rand, 80, 140))}" height="14" rx="7" fill="#ffffff" fill-opacity="0.6"/><rect x="${r1(mx + 24)}" y="${r1(my + 56)}" width="${r1(between(rand, 50, 110))}" height="10" rx="5" fill="${fill}" fill-opacity="0.6"/>`,
      );
      m++;
    }
  const w = cols * (cell + gap) - gap + 40;
  const h = rows * (cell + gap) - gap + 40;
  return `<rect x="${x0 - 20}" y="${y0 - 20}" width="${w}" height="${h}" rx="24" fill="#0f1233" fill-opacity="0.7" stroke="${a}" stroke-opacity="0.6" stroke-width="2"/>
${cells.join('')}
${modules.join('\n')}`;
}

/** Evaluation: three dials reading scores and a column of pass and fail rows. */
function gauge({ a, b }: Palette, rand: Rand) {
  // Two arrangements (the score board on the right or on the left), jittered by the slug.
  const left = rand() < 0.5;
  const arrangement: Array<[number, number, number]> = left
    ? [
        [760, 380, 200],
        [1230, 330, 150],
        [1120, 700, 130],
      ]
    : [
        [440, 360, 190],
        [820, 620, 150],
        [1240, 330, 170],
      ];
  const dials = arrangement.map(([x, y, radius], i) => {
    const cx = r1(x + between(rand, -30, 30));
    const cy = r1(y + between(rand, -25, 25));
    const r = r1(radius + between(rand, -15, 15));
    const share = between(rand, 0.55, 0.95);
    const end = Math.PI + share * Math.PI;
    const ex = r1(cx + Math.cos(end) * r);
    const ey = r1(cy + Math.sin(end) * r);
    const nx = r1(cx + Math.cos(end) * (r - 40));
    const ny = r1(cy + Math.sin(end) * (r - 40));
    const ticks = Array.from({ length: 11 }, (_, k) => {
      const t = Math.PI + (k / 10) * Math.PI;
      return `<line x1="${r1(cx + Math.cos(t) * (r + 18))}" y1="${r1(cy + Math.sin(t) * (r + 18))}" x2="${r1(cx + Math.cos(t) * (r + (k % 5 ? 30 : 40)))}" y2="${r1(cy + Math.sin(t) * (r + (k % 5 ? 30 : 40)))}"/>`;
    }).join('');
    const colour = i === 1 ? b : a;
    return `<path d="M${cx - r} ${cy}A${r} ${r} 0 0 1 ${cx + r} ${cy}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="22" stroke-linecap="round"/>
<path d="M${cx - r} ${cy}A${r} ${r} 0 0 1 ${ex} ${ey}" fill="none" stroke="${colour}" stroke-width="22" stroke-linecap="round"/>
<g stroke="#ffffff" stroke-opacity="0.4" stroke-width="3">${ticks}</g>
<line x1="${cx}" y1="${cy}" x2="${nx}" y2="${ny}" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="14" fill="#ffffff"/>
<rect x="${cx - 60}" y="${cy + 30}" width="120" height="18" rx="9" fill="#ffffff" fill-opacity="0.5"/>`;
  });
  const bx = left ? 180 : 1120;
  const by = left ? 300 : 510;
  const failed = Math.floor(rand() * 5);
  const rows = Array.from({ length: 5 }, (_, i) => {
    const y = by + 50 + i * 56;
    const pass = i !== failed;
    const mark = pass
      ? `<path d="M${bx + 32} ${y}l8 8 16-16" fill="none" stroke="${a}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<path d="M${bx + 34} ${y - 8}l16 16M${bx + 50} ${y - 8}l-16 16" stroke="${b}" stroke-width="5" stroke-linecap="round"/>`;
    return `${mark}<rect x="${bx + 76}" y="${y - 6}" width="${r1(between(rand, 120, 220))}" height="12" rx="6" fill="#ffffff" fill-opacity="${pass ? 0.35 : 0.6}"/>`;
  });
  return `${dials.join('\n')}
<rect x="${bx}" y="${by}" width="340" height="310" rx="22" fill="#0f1233" fill-opacity="0.8" stroke="${a}" stroke-opacity="0.5" stroke-width="2"/>
${rows.join('')}`;
}

/** Charging: a charge point with its cable and plug, circuit traces and a charging bolt. */
function circuit({ a, b }: Palette, rand: Rand) {
  const x = r1(between(rand, 300, 420));
  const y = 170;
  const traces = Array.from({ length: 6 }, (_, i) => {
    const ty = r1(210 + i * 100 + between(rand, -10, 10));
    const bend = r1(between(rand, 900, 1150));
    const end = r1(between(rand, 1300, 1480));
    return `<path d="M${x + 260} ${ty}H${bend}l60 ${i % 2 ? 60 : -60}H${end}" fill="none" stroke="${i === 2 ? b : a}" stroke-opacity="${i === 2 ? 0.9 : 0.4}" stroke-width="3"/><circle cx="${end}" cy="${r1(ty + (i % 2 ? 60 : -60))}" r="10" fill="${i === 2 ? b : a}"/>`;
  });
  const cable = `M${x + 200} 640C${x + 200} 800 ${x + 470} 820 ${x + 520} 700`;
  return `${traces.join('\n')}
<rect x="${x}" y="${y}" width="260" height="560" rx="36" fill="#0f1233" stroke="${a}" stroke-width="3"/>
<rect x="${x + 36}" y="${y + 50}" width="188" height="130" rx="16" fill="${a}" fill-opacity="0.2"/>
<rect x="${x + 60}" y="${y + 80}" width="${r1(between(rand, 70, 130))}" height="16" rx="8" fill="#ffffff" fill-opacity="0.7"/>
<rect x="${x + 60}" y="${y + 112}" width="136" height="16" rx="8" fill="#ffffff" fill-opacity="0.15"/><rect x="${x + 60}" y="${y + 112}" width="${r1(between(rand, 60, 130))}" height="16" rx="8" fill="${b}"/>
<path d="M${x + 140} ${y + 230}l-40 90h36l-18 80 62-104h-38l24-66z" fill="${b}"/>
<circle cx="${x + 200}" cy="${y + 470}" r="26" fill="none" stroke="${a}" stroke-width="4"/>
<path d="${cable}" fill="none" stroke="${a}" stroke-width="12" stroke-linecap="round"/>
<rect x="${x + 490}" y="620" width="80" height="90" rx="18" fill="#0f1233" stroke="${a}" stroke-width="4" transform="rotate(-20 ${x + 530} 665)"/>
<circle cx="${x + 520}" cy="655" r="7" fill="${b}"/><circle cx="${x + 544}" cy="648" r="7" fill="${b}"/>`;
}

/** Platform: stacked isometric layers, each a level of the platform, with services on the top. */
function layers({ a, b }: Palette, rand: Rand) {
  const cx = r1(between(rand, 720, 820));
  const plate = (y: number, w: number, fill: string, opacity: number, stroke: string) => {
    const h = w * 0.32;
    return `<path d="M${cx} ${r1(y - h)}L${r1(cx + w)} ${y}L${cx} ${r1(y + h)}L${r1(cx - w)} ${y}Z" fill="${fill}" fill-opacity="${opacity}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/><path d="M${r1(cx - w)} ${y}v22L${cx} ${r1(y + h + 22)}L${r1(cx + w)} ${y + 22}V${y}" fill="#0f1233" fill-opacity="0.8" stroke="${stroke}" stroke-opacity="0.6" stroke-width="2" stroke-linejoin="round"/>`;
  };
  const levels = [760, 620, 480, 340].map((y, i) =>
    plate(y, 470 - i * 40, i === 3 ? b : a, i === 3 ? 0.35 : 0.12 + i * 0.06, i === 3 ? b : a),
  );
  const services = Array.from({ length: 4 }, (_, i) => {
    const sx = r1(cx - 180 + i * 110 + between(rand, -10, 10));
    const sy = r1(300 - (i % 2) * 40);
    return `<rect x="${sx}" y="${sy - 70}" width="70" height="70" rx="14" fill="#0f1233" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/><rect x="${sx + 16}" y="${sy - 48}" width="38" height="10" rx="5" fill="${i === 1 ? b : a}"/>`;
  });
  const labels = [760, 620, 480]
    .map(
      (y) =>
        `<path d="M${r1(cx + 470)} ${y}H${r1(cx + 560)}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/><rect x="${r1(cx + 572)}" y="${y - 8}" width="${r1(between(rand, 70, 120))}" height="16" rx="8" fill="#ffffff" fill-opacity="0.35"/>`,
    )
    .join('');
  return `${levels.join('\n')}
${labels}
${services.join('')}`;
}

/** Costs and results: a dashboard panel with bars, a trend line and a highlighted figure. */
function chart({ a, b }: Palette, rand: Rand) {
  const x = r1(between(rand, 260, 420));
  const y = 190;
  const w = 900;
  const h = 520;
  const count = 8;
  const heights = Array.from({ length: count }, (_, i) => r1(between(rand, 0.3, 0.55) + i * 0.05));
  const bars = heights
    .map((t, i) => {
      const bh = r1(t * (h - 170));
      const bx = r1(x + 70 + i * ((w - 140) / count));
      return `<rect x="${bx}" y="${r1(y + h - 50 - bh)}" width="${r1((w - 140) / count - 26)}" height="${bh}" rx="10" fill="${i === count - 1 ? b : a}" fill-opacity="${i === count - 1 ? 0.95 : 0.35 + i * 0.05}"/>`;
    })
    .join('');
  const line = heights
    .map((t, i) => {
      const px = r1(x + 70 + i * ((w - 140) / count) + ((w - 140) / count - 26) / 2);
      const py = r1(y + h - 80 - t * (h - 170));
      return `${i ? 'L' : 'M'}${px} ${py}`;
    })
    .join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="#0f1233" fill-opacity="0.85" stroke="${a}" stroke-opacity="0.5" stroke-width="2"/>
<rect x="${x + 60}" y="${y + 44}" width="${r1(between(rand, 160, 240))}" height="16" rx="8" fill="#ffffff" fill-opacity="0.55"/>
<rect x="${x + 60}" y="${y + 74}" width="110" height="12" rx="6" fill="#ffffff" fill-opacity="0.25"/>
${bars}
<path d="${line}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="${x + w - 160}" y="${y - 60}" width="300" height="150" rx="24" fill="${b}"/>
<rect x="${x + w - 124}" y="${y - 24}" width="150" height="34" rx="10" fill="#0f1233" fill-opacity="0.8"/>
<rect x="${x + w - 124}" y="${y + 30}" width="210" height="14" rx="7" fill="#0f1233" fill-opacity="0.45"/>`;
}

/** Field work: a map with a winding route, stops along it and a vehicle on its way. */
function route({ a, b }: Palette, rand: Rand) {
  const blocks = Array.from({ length: 14 }, (_, i) => {
    const bx = r1(180 + (i % 7) * 190 + between(rand, -10, 10));
    const by = r1(170 + Math.floor(i / 7) * 330 + between(rand, -10, 10));
    return `<rect x="${bx}" y="${by}" width="${r1(between(rand, 110, 150))}" height="${r1(between(rand, 150, 230))}" rx="18" fill="#ffffff" fill-opacity="0.05"/>`;
  }).join('');
  const y0 = r1(between(rand, 620, 700));
  const path = `M150 ${y0}C420 ${y0} 380 260 700 300S980 ${r1(between(rand, 640, 720))} 1200 560S1380 220 1460 240`;
  const stops: Point[] = [
    [150, y0],
    [700, 300],
    [1200, 560],
    [1460, 240],
  ];
  const pins = stops
    .map(
      ([px, py], i) =>
        `<circle cx="${px}" cy="${py}" r="${i === stops.length - 1 ? 30 : 20}" fill="${i === stops.length - 1 ? b : '#0f1233'}" stroke="${i === stops.length - 1 ? b : a}" stroke-width="6"/>`,
    )
    .join('');
  return `${blocks}
<path d="${path}" fill="none" stroke="${a}" stroke-opacity="0.35" stroke-width="34" stroke-linecap="round"/>
<path d="${path}" fill="none" stroke="#ffffff" stroke-width="5" stroke-dasharray="18 16" stroke-linecap="round"/>
${pins}
<g transform="translate(${r1(between(rand, 930, 990))} ${r1(between(rand, 430, 470))})"><rect x="-70" y="-40" width="140" height="80" rx="18" fill="${b}"/><rect x="-50" y="-24" width="48" height="30" rx="6" fill="#0f1233" fill-opacity="0.7"/><circle cx="-36" cy="44" r="14" fill="#0f1233" stroke="#ffffff" stroke-width="4"/><circle cx="36" cy="44" r="14" fill="#0f1233" stroke="#ffffff" stroke-width="4"/></g>`;
}

/** Language and conversation: two message panels, one laid out left to right, one right to left. */
function dialogue({ a, b }: Palette, rand: Rand) {
  const panel = (x: number, y: number, rtl: boolean, colour: string) => {
    const lines = Array.from({ length: 4 }, (_, i) => {
      const lw = r1(between(rand, 220, 380) - i * 20);
      const lx = rtl ? r1(x + 520 - 50 - lw) : x + 50;
      return `<rect x="${lx}" y="${y + 110 + i * 48}" width="${lw}" height="18" rx="9" fill="#ffffff" fill-opacity="${i === 0 ? 0.75 : 0.3}"/>`;
    }).join('');
    const dot = rtl ? x + 520 - 70 : x + 70;
    return `<rect x="${x}" y="${y}" width="520" height="340" rx="32" fill="#0f1233" fill-opacity="0.85" stroke="${colour}" stroke-width="3"/>
<circle cx="${dot}" cy="${y + 60}" r="22" fill="${colour}"/>
${lines}
<path d="M${rtl ? x + 420 : x + 100} ${y + 340}l${rtl ? 40 : -40} 60 ${rtl ? -10 : 10}-60z" fill="#0f1233" stroke="${colour}" stroke-width="3" stroke-linejoin="round"/>`;
  };
  const dy = r1(between(rand, -30, 30));
  return `${panel(220, 160 + dy, false, a)}
${panel(860, 330 - dy, true, b)}
<path d="M760 ${r1(420 + dy)}h80" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round" stroke-dasharray="4 14"/>`;
}

/** AI: a model's layers of nodes, one path through them lit, and the tokens it streams out. */
function model({ a, b }: Palette, rand: Rand) {
  const columns = [4, 6, 6, 3].map((count, c) => {
    const x = 300 + c * 260;
    const gap = 560 / (count + 1);
    return Array.from({ length: count }, (_, i): Point => [x, r1(170 + gap * (i + 1))]);
  });
  const lit = columns.map((column) => Math.floor(rand() * column.length));
  const edges: string[] = [];
  const litEdges: string[] = [];
  columns.slice(1).forEach((column, c) => {
    column.forEach(([x2, y2], j) =>
      columns[c]!.forEach(([x1, y1], i) => {
        const line = `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
        if (lit[c] === i && lit[c + 1] === j) litEdges.push(line);
        else if (rand() < 0.6) edges.push(line);
      }),
    );
  });
  const nodes = columns
    .flatMap((column, c) =>
      column.map(([x, y], i) => {
        const on = lit[c] === i;
        return `<circle cx="${x}" cy="${y}" r="${on ? 26 : 20}" fill="${on ? b : '#0f1233'}" stroke="${on ? b : a}" stroke-width="4"/>`;
      }),
    )
    .join('');
  const [ox, oy] = columns[3]![lit[3]!]!;
  const tokens = Array.from({ length: 5 }, (_, i) => {
    const w = r1(between(rand, 70, 130));
    return `<rect x="${1180 + i * 6}" y="${r1(oy - 150 + i * 64)}" width="${w}" height="40" rx="12" fill="${i === 2 ? b : a}" fill-opacity="${i === 2 ? 0.9 : 0.35 - i * 0.04}"/>`;
  }).join('');
  return `<g stroke="${a}" stroke-opacity="0.25" stroke-width="2">${edges.join('')}</g>
<g stroke="${b}" stroke-width="6" stroke-linecap="round">${litEdges.join('')}</g>
<path d="M${ox + 26} ${oy}H1150" stroke="${b}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 14"/>
${nodes}
<rect x="1150" y="${r1(oy - 190)}" width="230" height="380" rx="28" fill="#0f1233" fill-opacity="0.85" stroke="${a}" stroke-opacity="0.6" stroke-width="2"/>
${tokens}`;
}

/** Hiring: candidate profiles fanned out, one screened and ticked, with its scores beside it. */
function profiles({ a, b }: Palette, rand: Rand) {
  const card = (x: number, y: number, turn: number, lead: boolean) => {
    const lines = Array.from({ length: 4 }, (_, i) => {
      const w = r1(between(rand, 150, 280) - i * 18);
      return `<rect x="40" y="${150 + i * 44}" width="${w}" height="16" rx="8" fill="#ffffff" fill-opacity="${i === 0 ? 0.6 : 0.25}"/>`;
    }).join('');
    const tick = lead
      ? `<circle cx="330" cy="60" r="34" fill="${b}"/><path d="M314 60l12 12 22-24" fill="none" stroke="#0f1233" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
      : '';
    return `<g transform="translate(${x} ${y}) rotate(${turn})"><rect width="380" height="400" rx="28" fill="#0f1233" fill-opacity="0.92" stroke="${lead ? b : a}" stroke-opacity="${lead ? 1 : 0.5}" stroke-width="3"/><circle cx="84" cy="84" r="44" fill="${lead ? b : a}" fill-opacity="${lead ? 0.9 : 0.4}"/><rect x="148" y="62" width="${r1(between(rand, 90, 140))}" height="18" rx="9" fill="#ffffff" fill-opacity="0.6"/><rect x="148" y="94" width="${r1(between(rand, 60, 100))}" height="12" rx="6" fill="#ffffff" fill-opacity="0.25"/>${lines}${tick}</g>`;
  };
  const bars = Array.from({ length: 4 }, (_, i) => {
    const score = between(rand, 0.55, 0.95);
    return `<rect x="1120" y="${300 + i * 80}" width="300" height="22" rx="11" fill="#ffffff" fill-opacity="0.1"/><rect x="1120" y="${300 + i * 80}" width="${r1(300 * score)}" height="22" rx="11" fill="${i === 0 ? b : a}" fill-opacity="${i === 0 ? 1 : 0.7}"/>`;
  }).join('');
  return `${card(240, 250, -8, false)}
${card(420, 200, 5, false)}
${card(620, 240, -2, true)}
<rect x="1090" y="240" width="360" height="360" rx="28" fill="#0f1233" fill-opacity="0.6" stroke="${a}" stroke-opacity="0.4" stroke-width="2"/>
${bars}`;
}

const STYLES = {
  network,
  roadmap,
  browser,
  devices,
  launch,
  orbits,
  ledger,
  pipeline,
  blocks,
  gauge,
  circuit,
  layers,
  chart,
  route,
  dialogue,
  model,
  profiles,
};

type Motif = keyof typeof STYLES;
const MOTIFS = Object.keys(STYLES) as Motif[];

/** The words that make a motif fit an article, read in its title and excerpt. */
const TOPICS: Record<Motif, RegExp> = {
  network: /\b(team|hir|talent|remote|augment)/gi,
  model: /\b(ai|llms?|model|machine learning|gpt|prompt|tokens?)\b/gi,
  profiles: /\b(vet|cvs?\b|candidate|interview|hiring|recruit|screen)/gi,
  roadmap: /\b(discover|roadmap|delivery|product)/gi,
  browser: /\b(web|front-?end|e-?commerce|site|storefront|interface|layout)/gi,
  devices: /\b(mobile|apps?\b|flutter|react native|ios|android|native)/gi,
  launch: /\b(mvp|scal|growth|founder|startup)/gi,
  orbits: /\b(trend|insight|future|landscape)/gi,
  ledger: /(\$|\b(cost|pric|bill|budget|spend|roi|saving|revenue))/gi,
  pipeline: /\b(pipeline|deploy|releas|devops|ci\b)/gi,
  blocks: /\b(monolith|module|architect|rewrite|extract|migrat)/gi,
  gauge: /\b(evaluat|measur|metric|score|test|benchmark|quality)/gi,
  circuit: /\b(ocpp|charging|charger|ev\b|electric|energy|grid)/gi,
  layers: /\b(platform|paved|infrastructure|cloud|tenan|sso)/gi,
  chart: /\b(cost|roi|saving|survived|year|bill|number|fixed|price)/gi,
  route: /\b(field|offline|fleet|route|logistic|remote|travel)/gi,
  dialogue: /\b(arabic|english|language|bilingual|rtl|conversation|chat)/gi,
};

/** How well a motif fits an article: its words in the title count three times, in the excerpt once. */
function fit(motif: Motif, { title = '', excerpt = '' }: Article) {
  const hits = (text: string) => (String(text).match(TOPICS[motif]) ?? []).length;
  return 3 * hits(title) + hits(excerpt);
}

/** The most articles on one page of /blog that may share a motif. */
const MAX_PER_PAGE = 1;

/** How many articles one page of /blog lists under its featured one (content/pages/blog.json). */
const PAGE_SIZE = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content', 'pages', 'blog.json'), 'utf8'),
).list.pageSize;

/** A front-matter day as YYYY-MM-DD (YAML reads an unquoted day as a Date). */
const day = (date: unknown) =>
  date instanceof Date ? date.toISOString().slice(0, 10) : String(date);

/** The articles /blog lists below the featured one, in its order: newest first, then by title. */
const listOrder = (articles: Article[]) =>
  articles
    .filter((a) => !a.featured)
    .sort((x, y) => day(y.date).localeCompare(day(x.date)) || x.title.localeCompare(y.title));

/**
 * Each article's motif. /blog lists the featured article apart and the others newest first,
 * PAGE_SIZE to a page. The featured article, on every page, chooses first; then the articles are
 * taken newest first, and each gets, among the motifs used fewer than MAX_PER_PAGE times by the
 * PAGE_SIZE - 1 newer ones before it and the featured one, the one its title and excerpt fit best
 * (a motif already on the page, or not its category's own, counts against it). Any PAGE_SIZE
 * neighbours in the list then hold a motif at most MAX_PER_PAGE times, and the newest articles,
 * the ones a visitor sees first, get the best fits. A new article can move an older one to another
 * motif; main() redraws every file that changes.
 */
function assignMotifs(articles: Article[]) {
  const style = (a: Article) => (PALETTES[a.category] ?? FALLBACK).style;
  const motifs = new Map<string, Motif>();
  const featured = articles.find((a) => a.featured);
  const listed = listOrder(articles);
  const order = featured ? [featured, ...listed] : listed;
  order.forEach((article) => {
    const i = listed.indexOf(article);
    const recentArticles = i < 0 ? [] : listed.slice(Math.max(0, i - PAGE_SIZE + 1), i);
    if (featured && article !== featured) recentArticles.push(featured);
    const recent = recentArticles.map((a) => motifs.get(a.slug));
    const uses = (m: Motif) => recent.filter((r) => r === m).length;
    // The same motif in the same palette looks like the same picture: that counts heavily against it.
    const twins = (m: Motif) =>
      recentArticles.filter((a) => a.category === article.category && motifs.get(a.slug) === m)
        .length;
    // A motif an older neighbour on the page fits better is left to it when this one fits weakly.
    const neighbours = i < 0 ? [] : listed.slice(i + 1, i + PAGE_SIZE);
    const wanted = (m: Motif) => Math.max(0, ...neighbours.map((n) => fit(m, n)));
    const score = (m: Motif) =>
      fit(m, article) -
      1.5 * uses(m) -
      3 * twins(m) +
      (m === style(article) ? 0.5 : 0) -
      0.5 * wanted(m);
    const [best] = MOTIFS.filter((m) => uses(m) < MAX_PER_PAGE).sort((x, y) => score(y) - score(x));
    if (best) motifs.set(article.slug, best);
  });
  return motifs;
}

/** The SVG markup for one article, in its category's palette and the given motif. */
export function heroSvg({ slug, category }: Article, motif?: Motif) {
  const palette = PALETTES[category] ?? FALLBACK;
  const rand = rng(slug);
  const body = STYLES[motif ?? palette.style](palette, rand);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
${frame(palette, rand)}
${body}
</svg>
`;
}

/** The most times one motif appears on /blog's first page (the featured article and PAGE_SIZE). */
function firstPageRepeats(articles: Article[], motifs: Map<string, Motif>) {
  const listed = listOrder(articles).slice(0, PAGE_SIZE);
  const shown = [...articles.filter((a) => a.featured), ...listed].map((a) => motifs.get(a.slug));
  return Math.max(...MOTIFS.map((m) => shown.filter((s) => s === m).length));
}

function main() {
  const only = process.argv[2];
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const articles = fs
    .readdirSync(BLOG_DIR)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => matter(fs.readFileSync(path.join(BLOG_DIR, f), 'utf8')).data as Article)
    // A photo hero replaces the drawing (docs/editors.md#images): such an article takes no motif.
    .filter(
      (data) => data.slug && (!data.heroImage || data.heroImage.endsWith(`/${data.slug}.svg`)),
    );
  if (only && !articles.some((a) => a.slug === only))
    throw new Error(`generate-blog-art: no article with slug "${only}" in content/blog`);
  const motifs = assignMotifs(articles);
  // Every article is drawn, not just the one named: a new article can move an older one's motif.
  const redrawn = articles.filter((data) => {
    const file = path.join(OUT_DIR, `${data.slug}.svg`);
    const svg = heroSvg(data, motifs.get(data.slug));
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === svg) return false;
    fs.writeFileSync(file, svg);
    return true;
  });
  console.log(
    `generate-blog-art: ${redrawn.length} illustration(s) redrawn in public/uploads/blog` +
      (redrawn.length ? ` (${redrawn.map((a) => a.slug).join(', ')})` : '') +
      `; at most ${firstPageRepeats(articles, motifs)} articles share a motif on /blog's first page`,
  );
}

main();
