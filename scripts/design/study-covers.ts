// Draws the covers of the Juniper, Halcyon and Saffron case studies: each product's main
// screen as an SVG mock-up in the EV cover's style (ev-cover.ts). Text is outlined (outline.ts):
//   npx tsx scripts/design/study-covers.ts
import { chrome, colour, ring, stack, t, writeCover } from './cover-parts';

/** A status chip's tones, its fill and its ink, by what the status says. */
const TONES: Record<string, readonly [fill: string, ink: string]> = {
  'On track': [colour.green, '#064e3b'],
  Matched: [colour.green, '#064e3b'],
  'Call today': [colour.accent, '#451a03'],
  Suggested: [colour.accent, '#451a03'],
  'Red flag': [colour.red, '#450a0a'],
  Rule: [colour.brand300, colour.navy],
};

/** A card with its title in small capitals at the top left. */
const panel = (x: number, y: number, w: number, h: number, title: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${colour.panel}" stroke="${colour.line}"/>` +
  t(title, 11, x + 16, y + 26, colour.brand300, 700);

/** A status chip whose right edge is at `end`. */
function chip(end: number, y: number, text: string) {
  const tone = TONES[text];
  if (!tone) throw new Error(`no tone for the status "${text}"`);
  const [fill, ink] = tone;
  const width = 7 * text.length + 16;
  const x = end - width;
  return (
    `<rect x="${x}" y="${y - 13}" width="${width}" height="19" rx="9.5" fill="${fill}"/>` +
    t(text, 10.5, x + width / 2, y, ink, 600, 'middle')
  );
}

/** Label and value rows down to the right edge at 608, each with a rule under it. */
const figures = (x: number, top: number, gap: number, rows: Array<[string, string, string]>) =>
  stack(
    rows,
    top,
    gap,
    ([label, value, tint], y) =>
      `<path d="M${x} ${y + gap - 32}H608" stroke="${colour.line}"/>` +
      t(label, 12, x, y, colour.ink300) +
      t(value, 12, 608, y, tint, 700, 'end'),
  );

/** An entry of a work list: [who or what, a second detail, its status]. */
type Entry = [string, string, string];

/** Juniper's check-ins, by patient. */
const checkIns: Entry[] = [
  ['M. Okafor', 'Knee replacement · week 3', 'Red flag'],
  ['J. Whitfield', 'Cardiac rehab · week 6', 'Call today'],
  ['S. Patel', 'Hip replacement · week 2', 'On track'],
  ['L. Brennan', 'Physiotherapy · week 4', 'On track'],
  ['D. Hughes', 'Knee replacement · week 8', 'On track'],
];

/** Halcyon's bank lines to match. */
const bankLines: Entry[] = [
  ['Northlight Studio', '+$12,400.00', 'Matched'],
  ['Card fees · Oct', '-$186.20', 'Rule'],
  ['Brightwave Media', '+$4,950.00', 'Matched'],
  ['Office lease', '-$3,200.00', 'Rule'],
  ['Hollis & Reed', '+$2,175.00', 'Suggested'],
  ['Payroll 31 Oct', '-$41,880.00', 'Matched'],
];

/** The left-hand card of a cover: a titled list, one entry every `gap` px from `top`. */
const workList = (
  title: string,
  entries: Entry[],
  top: number,
  gap: number,
  draw: (entry: Entry, y: number) => string,
) => panel(16, 72, 392, 392, title) + stack(entries, top, gap, draw);

function juniper() {
  const body = workList(
    "TODAY'S CHECK-INS",
    checkIns,
    130,
    66,
    ([name, detail, status], y) =>
      `<rect x="32" y="${y - 18}" width="360" height="54" rx="10" fill="${colour.navy}"/>` +
      `<circle cx="56" cy="${y + 9}" r="14" fill="${colour.line}"/>` +
      t(name.charAt(0), 12, 56, y + 13, colour.white, 700, 'middle') +
      t(name, 13, 80, y + 4, colour.white, 600) +
      t(detail, 11, 80, y + 22, colour.brand300, 400) +
      chip(380, y + 14, status),
  );
  const bars = [12.4, 11.8, 10.9, 9.6, 8.9, 8.4].map((value, i) => {
    const h = value * 11;
    const fill = i < 5 ? colour.brand400 : colour.green;
    return `<rect x="${444 + i * 28}" y="${(330 - h).toFixed(1)}" width="18" height="${h.toFixed(1)}" rx="4" fill="${fill}"/>`;
  });
  const side =
    panel(424, 72, 200, 392, 'MISSED APPOINTMENTS') +
    t('-32%', 30, 440, 140, colour.white, 800) +
    t('six months after rollout', 11, 440, 160, colour.green, 600) +
    bars.join('') +
    `<path d="M440 336H608" stroke="${colour.line}"/>` +
    t('Jun', 10, 444, 352, colour.brand300) +
    t('Dec', 10, 608, 352, colour.brand300, 500, 'end') +
    t('Nurse calls', 12, 440, 396, colour.white, 500) +
    t('-41%', 12, 608, 396, colour.green, 700, 'end') +
    t('App rating', 12, 440, 426, colour.white, 500) +
    t('4.7', 12, 608, 426, colour.accent, 700, 'end');
  return chrome('Care team', 'Leeds clinic · Tue 5 Dec', '14 clinics live') + body + side;
}

function halcyon() {
  const body =
    workList(
      'BANK LINES · OPERATING ACCOUNT',
      bankLines,
      132,
      54,
      ([name, amount, status], y) =>
        `<path d="M32 ${y + 20}H392" stroke="${colour.line}"/>` +
        t(name, 13, 32, y, colour.white, 500) +
        t(amount, 13, 250, y, amount.startsWith('+') ? colour.green : colour.ink300, 600, 'end') +
        chip(392, y + 1, status),
    ) +
    `<rect x="32" y="430" width="160" height="24" rx="12" fill="${colour.brand400}"/>` +
    t('Approve 27 matches', 11.5, 112, 446, colour.white, 600, 'middle');
  // Auto-matched share as a ring at 70 %.
  const [cx, cy] = [524, 178];
  const side =
    panel(424, 72, 200, 392, 'THIS MONTH') +
    ring(cx, cy, 46, 10, 0.7) +
    t('70%', 20, cx, cy + 7, colour.white, 800, 'middle') +
    t('reconciled automatically', 11, cx, 252, colour.brand300, 500, 'middle') +
    figures(440, 300, 48, [
      ['Month-end close', '1 day', colour.green],
      ['Open invoices', '$38.2k', colour.white],
      ['SOC 2 controls', 'Passing', colour.green],
    ]);
  return chrome('Reconciliation', 'Northlight Studio LLC', 'Ledger balanced') + body + side;
}

/** A phone showing the storefront, its layout mirrored for a right-to-left language. */
function phone(x: number, rtl: boolean) {
  const [w, h, y] = [176, 360, 88];
  // Header bar: logo block and a language chip, mirrored for right-to-left.
  const logoX = rtl ? x + w - 16 - 54 : x + 16;
  const langX = rtl ? x + 16 : x + w - 16 - 34;
  // Two product cards, each a picture, a name and a price.
  const cards = stack([0, 1], x + 12, 80, (_, cx) => {
    const bx = rtl ? cx + 72 - 8 - 44 : cx + 8;
    return (
      `<rect x="${cx}" y="${y + 176}" width="72" height="92" rx="10" fill="${colour.panel}"/>` +
      `<rect x="${cx + 8}" y="${y + 184}" width="56" height="50" rx="6" fill="${colour.line}"/>` +
      `<rect x="${bx}" y="${y + 242}" width="44" height="6" rx="3" fill="${colour.ink300}"/>` +
      `<rect x="${bx + (rtl ? 14 : 0)}" y="${y + 254}" width="30" height="6" rx="3" fill="${colour.accent}"/>`
    );
  });
  // Lines of copy, aligned to the reading side.
  const copy = stack([132, 110, 120], y + 284, 14, (width, ly) => {
    const lx = rtl ? x + w - 22 - width : x + 22;
    return `<rect x="${lx}" y="${ly}" width="${width}" height="6" rx="3" fill="${colour.line}"/>`;
  });
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="#0b0d2b" stroke="${colour.line}" stroke-width="2"/>` +
    `<rect x="${x + 64}" y="${y + 10}" width="48" height="6" rx="3" fill="${colour.line}"/>` +
    `<rect x="${logoX}" y="${y + 28}" width="54" height="12" rx="4" fill="${colour.white}"/>` +
    `<rect x="${langX}" y="${y + 26}" width="34" height="16" rx="8" fill="${colour.panel}" stroke="${colour.line}"/>` +
    t(rtl ? 'AR' : 'EN', 9, langX + 17, y + 37.5, colour.brand300, 700, 'middle') +
    // Hero image.
    `<rect x="${x + 12}" y="${y + 54}" width="${w - 24}" height="110" rx="12" fill="${colour.brand400}" fill-opacity="0.35"/>` +
    `<path d="M${x + 40} ${y + 150} q20 -70 48 -70 t48 70z" fill="${colour.accent}" fill-opacity="0.7"/>` +
    cards +
    copy +
    `<rect x="${x + 12}" y="${y + 326}" width="${w - 24}" height="22" rx="11" fill="${colour.accent}"/>`
  );
}

function saffron() {
  const vitals =
    panel(416, 88, 208, 360, 'REAL VISITS · PHONES') +
    t('1.3 s', 30, 432, 158, colour.white, 800) +
    t('largest contentful paint', 11, 432, 178, colour.green, 600) +
    figures(432, 230, 50, [
      ['Mobile conversion', '+41%', colour.green],
      ['Stock from tills', '< 1 min', colour.white],
      ['Languages', 'AR · EN', colour.white],
      ['Stores', '22', colour.white],
    ]);
  return (
    chrome('Storefront', 'loomcart · autumn edit', 'Sale traffic OK') +
    phone(24, false) +
    phone(216, true) +
    vitals
  );
}

writeCover('patient-follow-up-app', juniper());
writeCover('agency-accounting-saas', halcyon());
writeCover('headless-fashion-commerce', saffron());
