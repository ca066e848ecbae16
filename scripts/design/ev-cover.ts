// Draws the EV case study's cover: the platform's route-planning console as an SVG mock-up.
// A map with the day's route, two charging stops and the vehicle, beside the van's predicted
// state of charge. Text is outlined (outline.ts):
//   npx tsx scripts/design/ev-cover.ts
import { chrome, colour, ring, stack, t, writeCover } from './cover-parts';

function mapPanel() {
  const [x0, y0, x1, y1] = [16, 72, 408, 464];
  const streets: Array<[string, number]> = [
    ['M16 150 L408 120', 6],
    ['M16 260 L408 236', 4],
    ['M16 380 L408 350', 6],
    ['M90 72 L120 464', 4],
    ['M210 72 L230 464', 6],
    ['M330 72 L300 464', 4],
    ['M16 440 L180 72', 3],
    ['M250 464 L408 300', 3],
  ];
  const streetPaths = streets
    .map(
      ([d, w]) =>
        `<path d="${d}" stroke="#262b6b" stroke-width="${w}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  const river =
    '<path d="M150 72 C120 150 190 200 160 280 C135 350 210 400 190 464" ' +
    'stroke="#1f3d7a" stroke-width="16" fill="none" stroke-linecap="round"/>';
  const route =
    'M62 420 C92 392 100 352 122 334 S172 292 200 280 S240 236 252 214 ' +
    'S300 184 322 170 S350 122 364 104';
  const stops: Array<[number, number]> = [
    [122, 334],
    [200, 280],
    [322, 170],
    [364, 104],
  ];
  const stopMarks = stops
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="11" fill="${colour.navy}" stroke="${colour.brand300}" stroke-width="2.5"/>` +
        t(String(i + 1), 11, x, y + 4, colour.white, 700, 'middle'),
    )
    .join('');
  const charger = (x: number, y: number, fill: string, edge: string) =>
    `<circle cx="${x}" cy="${y}" r="13" fill="${fill}" stroke="${edge}" stroke-width="3"/>` +
    `<path d="M${x + 1.5} ${y - 8} l-7 10h5l-1.5 6 7-10h-5z" fill="${colour.navy}"/>`;
  const idle: Array<[number, number]> = [
    [92, 190],
    [300, 380],
    [380, 250],
  ];
  const idleChargers = idle.map(([x, y]) => charger(x, y, '#3b4190', '#3b4190')).join('');
  const booked = charger(252, 214, colour.green, '#064e3b');
  const callout =
    `<rect x="268" y="196" width="118" height="40" rx="10" fill="${colour.white}"/>` +
    t('Charger booked', 11, 278, 212, '#064e3b', 700) +
    t('Arrive 14:20 · 24%', 11, 278, 228, '#374151', 500);
  const vehicle =
    `<circle cx="226" cy="250" r="18" fill="${colour.accent}" fill-opacity="0.22"/>` +
    `<circle cx="226" cy="250" r="8" fill="${colour.accent}" stroke="${colour.navy}" stroke-width="3"/>`;
  const hub =
    `<rect x="48" y="406" width="28" height="28" rx="7" fill="${colour.brand400}"/>` +
    t('H', 13, 62, 425, colour.white, 800, 'middle') +
    t('Hub', 11, 84, 425, colour.brand300, 600);
  const box = `x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}"`;
  return (
    `<clipPath id="map"><rect ${box} rx="12"/></clipPath>` +
    `<g clip-path="url(#map)"><rect ${box} fill="#161a45"/>` +
    `${streetPaths}${river}</g>` +
    `<rect x="${x0 + 0.5}" y="${y0 + 0.5}" width="${x1 - x0 - 1}" height="${y1 - y0 - 1}" rx="12" fill="none" stroke="${colour.line}"/>` +
    `<path d="${route}" stroke="${colour.accent}" stroke-opacity="0.25" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="${route}" stroke="${colour.accent}" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
    `${idleChargers}${stopMarks}${booked}${vehicle}${hub}${callout}`
  );
}

function sidePanel() {
  const x = 424;
  const head =
    `<rect x="${x}" y="72" width="200" height="392" rx="12" fill="${colour.panel}" stroke="${colour.line}"/>` +
    t('VAN TH-2317', 11, x + 16, 96, colour.brand300, 700) +
    t('On route · stop 3 of 6', 12, x + 16, 114, colour.white, 500);
  // State-of-charge ring at 64 %.
  const [cx, cy] = [x + 52, 170];
  const charge =
    ring(cx, cy, 32, 8, 0.64) +
    t('64%', 15, cx, cy + 5, colour.white, 700, 'middle') +
    t('Next charge', 11, x + 98, 156, colour.brand300, 500) +
    t('DC 120 kW', 13, x + 98, 174, colour.white, 600) +
    t('in 38 min', 11, x + 98, 191, colour.green, 600);
  // Predicted state of charge over the day, with the 20 % threshold.
  const [gx0, gx1, gy0, gy1] = [x + 16, x + 184, 250, 326];
  const gx = (share: number) => (gx0 + (gx1 - gx0) * share).toFixed(1);
  const gy = (pct: number) => gy1 - ((gy1 - gy0) * pct) / 100;
  const points: Array<[number, number]> = [
    [0, 82],
    [0.18, 71],
    [0.36, 52],
    [0.48, 26],
    [0.56, 80],
    [0.74, 66],
    [1, 46],
  ];
  const line = points
    .map(([share, pct], i) => `${i === 0 ? 'M' : 'L'}${gx(share)} ${gy(pct).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${gx1} ${gy1} L${gx0} ${gy1} Z`;
  const chart =
    t('Predicted charge', 11, gx0, 236, colour.brand300, 600) +
    `<path d="${area}" fill="${colour.brand400}" fill-opacity="0.18"/>` +
    `<path d="M${gx0} ${gy(20).toFixed(1)} H${gx1}" stroke="${colour.red}" stroke-width="1.5" stroke-dasharray="4 4"/>` +
    `<path d="${line}" fill="none" stroke="${colour.brand300}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<circle cx="${gx(0.48)}" cy="${gy(26).toFixed(1)}" r="4" fill="${colour.green}"/>` +
    t('20% threshold', 10, gx1, gy(20) + 14, '#fca5a5', 500, 'end');
  const stopsAhead: Array<[string, number, string]> = [
    ['Stop 4', 58, colour.brand300],
    ['Stop 5', 51, colour.brand300],
    ['Hub', 46, colour.accent],
  ];
  const rows = stack(
    stopsAhead,
    362,
    33,
    ([label, pct, tint], y) =>
      t(label, 12, x + 16, y, colour.white, 500) +
      t(`${pct}%`, 12, x + 184, y, colour.white, 600, 'end') +
      `<rect x="${x + 16}" y="${y + 8}" width="168" height="5" rx="2.5" fill="${colour.line}"/>` +
      `<rect x="${x + 16}" y="${y + 8}" width="${((168 * pct) / 100).toFixed(1)}" height="5" rx="2.5" fill="${tint}"/>`,
  );
  return head + charge + chart + rows;
}

writeCover(
  'ev-transport-platform',
  chrome('Route planner', 'Tue 14 May · Bangkok depots', '2,014 vehicles live', 178) +
    mapPanel() +
    sidePanel(),
);
