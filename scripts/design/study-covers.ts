// Draws the covers of the Juniper, Halcyon and Saffron case studies: each product's main
// screen as an SVG mock-up in the EV cover's style (ev-cover.ts), Saffron's two phones in
// saffron-cover.ts. Text is outlined (outline.ts):
//   npx tsx scripts/design/study-covers.ts
import fs from 'node:fs';
import path from 'node:path';
import { chrome, colour, figures, panel, ring, stack, t, writeCover } from './cover-parts';
import { ROOT } from './outline';
import { saffron } from './saffron-cover';

/** A status chip's tones, its fill and its ink, by what the status says. */
const TONES: Record<string, readonly [fill: string, ink: string]> = {
  'On track': [colour.green, '#064e3b'],
  Matched: [colour.green, '#064e3b'],
  'Call today': [colour.accent, '#451a03'],
  Suggested: [colour.accent, '#451a03'],
  'Red flag': [colour.red, '#450a0a'],
  Rule: [colour.brand300, colour.navy],
};

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

/** An entry of a work list: [who or what, a second detail, its status]. */
type Entry = [string, string, string];

/**
 * The covers' work lists (work-lists.json): Juniper's check-ins name patients by initials, as
 * the study's screen does (components/case-studies/screens/helixa-checkin.tsx).
 */
const lists = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'scripts', 'design', 'work-lists.json'), 'utf8'),
) as Record<'juniper' | 'halcyon', Entry[]>;

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
    lists.juniper,
    130,
    66,
    ([name, detail, status], y) =>
      `<rect x="32" y="${y - 18}" width="360" height="54" rx="10" fill="${colour.navy}"/>` +
      `<circle cx="56" cy="${y + 9}" r="14" fill="${colour.line}"/>` +
      t(name.replaceAll('.', ''), 11, 56, y + 13, colour.white, 700, 'middle') +
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
    t('Nov', 10, 608, 352, colour.brand300, 500, 'end') +
    t('Nurse calls', 12, 440, 396, colour.white, 500) +
    t('-41%', 12, 608, 396, colour.green, 700, 'end') +
    t('App rating', 12, 440, 426, colour.white, 500) +
    t('4.7', 12, 608, 426, colour.accent, 700, 'end');
  return chrome('Care team', 'York clinic · Tue 5 Dec', '14 clinics live') + body + side;
}

function halcyon() {
  const body =
    workList(
      'BANK LINES · OPERATING ACCOUNT',
      lists.halcyon,
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
  return chrome('Reconciliation', 'Northpeak Studio LLC', 'Ledger balanced') + body + side;
}

writeCover('patient-follow-up-app', juniper());
writeCover('agency-accounting-saas', halcyon());
writeCover('headless-fashion-commerce', saffron());
