// Generates one hero illustration per article: public/uploads/blog/<slug>.svg (1600x900).
// Each category has its own palette and composition; the slug seeds the layout, so every
// article gets distinct artwork. The output is committed; rerun after adding an article:
//   node scripts/content/generate-blog-art.mjs            (every article in content/blog)
//   node scripts/content/generate-blog-art.mjs my-slug    (one article)
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
const PALETTES = Object.fromEntries(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'content', 'blog-categories.json'), 'utf8')).map(
    (category) => [category.name, category.art],
  ),
);
const FALLBACK = { a: '#94a3b8', b: '#cbd5e1', deep: '#1e293b', style: 'network' };

/** Small deterministic PRNG (mulberry32) seeded from the slug. */
function rng(seedText) {
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

const r1 = (n) => Math.round(n * 10) / 10;
const between = (rand, min, max) => min + rand() * (max - min);

function frame({ a, deep }, rand) {
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
function networkNodes(rand) {
  const variant = Math.floor(rand() * 3);
  const nodes = [];
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
    const centres = [
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

function network({ a, b }, rand) {
  const nodes = networkNodes(rand);
  const edges = [];
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
  const [hx, hy] = nodes[0];
  const ringR = r1(between(rand, 260, 340));
  return `<circle cx="${hx}" cy="${hy}" r="${ringR}" fill="none" stroke="${b}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="6 14"/>
<g stroke="${a}" stroke-opacity="0.45" stroke-width="2">${edges.join('')}</g>
${shapes.join('\n')}`;
}

function roadmap({ a, b }, rand) {
  const pts = [];
  for (let i = 0; i < 6; i++)
    pts.push([r1(260 + i * 240), r1(between(rand, 220, 720) - i * 40 + 80)]);
  let d = `M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
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

function browserWindow(x, y, w, h, { a, b }, rand, accent) {
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

function browser(palette, rand) {
  const out = [];
  const layouts = [
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
  const base = layouts[Math.floor(rand() * layouts.length)];
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

function phone(x, y, angle, { a, b }, rand, accent) {
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

function devices(palette, rand) {
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

function launch({ a, b }, rand) {
  const n = 8;
  const bars = Array.from({ length: n }, (_, i) => {
    const h = r1(80 + i * 62 + between(rand, -30, 30));
    const x = 360 + i * 120;
    return `<rect x="${x}" y="${r1(800 - h)}" width="76" height="${h}" rx="14" fill="${i === n - 1 ? b : a}" fill-opacity="${0.2 + (i / n) * 0.6}"/>`;
  });
  const sx = 380;
  const sy = 760;
  const ex = r1(1340 + between(rand, -40, 40));
  const ey = r1(170 + between(rand, -40, 40));
  const cx = r1(between(rand, 700, 1000));
  const cy = r1(between(rand, 600, 720));
  const spark = [0, 45, 90, 135]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      return `<line x1="${r1(ex - Math.cos(rad) * 40)}" y1="${r1(ey - Math.sin(rad) * 40)}" x2="${r1(ex + Math.cos(rad) * 40)}" y2="${r1(ey + Math.sin(rad) * 40)}"/>`;
    })
    .join('');
  return `${bars.join('')}
<path d="M${sx} ${sy} Q${cx} ${cy} ${ex} ${ey}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 16"/>
<circle cx="${ex}" cy="${ey}" r="26" fill="${b}"/><circle cx="${ex}" cy="${ey}" r="64" fill="none" stroke="${b}" stroke-opacity="0.4" stroke-width="3"/>
<g stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round">${spark}</g>
<path d="M320 800H1440" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>`;
}

function orbits({ a, b }, rand) {
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

const STYLES = { network, roadmap, browser, devices, launch, orbits };

/** The SVG markup for one article. */
export function heroSvg({ slug, category }) {
  const palette = PALETTES[category] ?? FALLBACK;
  const rand = rng(slug);
  const body = STYLES[palette.style](palette, rand);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
${frame(palette, rand)}
${body}
</svg>
`;
}

function main() {
  const only = process.argv[2];
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const files = fs.readdirSync(BLOG_DIR).filter((f) => f.endsWith('.mdx'));
  let written = 0;
  for (const file of files) {
    const { data } = matter(fs.readFileSync(path.join(BLOG_DIR, file), 'utf8'));
    if (!data.slug || (only && data.slug !== only)) continue;
    fs.writeFileSync(path.join(OUT_DIR, `${data.slug}.svg`), heroSvg(data));
    written++;
  }
  console.log(`generate-blog-art: ${written} illustration(s) written to public/uploads/blog`);
}

main();
