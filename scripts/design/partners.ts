// The invented partners of the EV case study, as partner-wordmarks.ts draws them: each one's
// name, its mark and the lines of its lettering. No real company's name or logo.
import type { Word } from './outline';

/** One line of a wordmark's text; without x it is set 4px after the line before. */
export type Line = Omit<Word, 'x' | 'anchor'> & { x?: number };

export interface Partner {
  /** The partner's name: the logo's accessible name, and its file name in kebab case. */
  label: string;
  /** The mark drawn left of the text, as SVG elements (marks start at x 4). */
  mark: string;
  lines: Line[];
}

const TEAL = '#0f766e';
const AMBER = '#c2410c';
const INDIGO = '#3730a3';
const [SLATE, RED] = ['#1e293b', '#dc2626'];
const VIOLET = '#6d28d9';
const GREEN = '#15803d';
const [BLUE, YELLOW] = ['#1d4ed8', '#eab308'];
const EMERALD = '#047857';
const ORANGE = '#b45309';
const ROSE = '#be123c';

export const PARTNERS: Partner[] = [
  {
    label: 'Kinetra Charge',
    mark:
      `<rect x="4" y="10" width="36" height="36" rx="10" fill="${TEAL}"/>` +
      '<path fill="#fff" d="M24.5 15 14 30.5h7.5L19 41l11-15.5h-7.5z"/>',
    lines: [
      {
        family: 'jakarta',
        weight: 800,
        text: 'Kinetra',
        size: 22,
        x: 50,
        baseline: 30,
        fill: '#0f172a',
        tracking: -0.3,
      },
      {
        family: 'jakarta',
        weight: 600,
        text: 'CHARGE',
        size: 9.5,
        x: 51,
        baseline: 44,
        fill: TEAL,
        tracking: 2.6,
      },
    ],
  },
  {
    label: 'Lumaplug',
    mark:
      `<circle cx="22" cy="28" r="17" fill="none" stroke="${AMBER}" stroke-width="4"/>` +
      `<rect x="15.5" y="19" width="4" height="10" rx="2" fill="${AMBER}"/>` +
      `<rect x="24.5" y="19" width="4" height="10" rx="2" fill="${AMBER}"/>` +
      `<path fill="${AMBER}" d="M13 28h18v3a9 9 0 0 1-18 0z"/>`,
    lines: [
      {
        family: 'jakarta',
        weight: 700,
        text: 'lumaplug',
        size: 25,
        x: 48,
        baseline: 36,
        fill: '#1c1917',
        tracking: -0.6,
      },
    ],
  },
  {
    label: 'Voltaro Mobility',
    mark:
      `<path fill="${INDIGO}" d="M4 12h10l8 19 8-19h10L27 44H17z"/>` +
      '<path fill="#f59e0b" d="M22 31l3.2-7.6h-6.4z"/>',
    lines: [
      {
        family: 'inter',
        weight: 800,
        text: 'VOLTARO',
        size: 20,
        x: 48,
        baseline: 30,
        fill: INDIGO,
        tracking: 1.6,
      },
      {
        family: 'inter',
        weight: 500,
        text: 'MOBILITY',
        size: 9,
        x: 49,
        baseline: 44,
        fill: '#475569',
        tracking: 3.4,
      },
    ],
  },
  {
    label: 'Norvane Trucks',
    mark:
      `<path fill="${SLATE}" d="M4 44V12h8l16 20V12h8v32h-8L12 24v20z"/>` +
      `<rect x="4" y="47" width="32" height="3" fill="${RED}"/>`,
    lines: [
      {
        family: 'inter',
        weight: 700,
        text: 'NORVANE',
        size: 18,
        x: 46,
        baseline: 30,
        fill: SLATE,
        tracking: 2.4,
      },
      {
        family: 'inter',
        weight: 500,
        text: 'TRUCKS',
        size: 9,
        x: 47,
        baseline: 44,
        fill: RED,
        tracking: 4.2,
      },
    ],
  },
  {
    label: 'Paynexa',
    mark:
      `<circle cx="17" cy="28" r="13" fill="${VIOLET}"/>` +
      '<circle cx="29" cy="28" r="13" fill="#a78bfa" fill-opacity="0.85"/>',
    lines: [
      {
        family: 'jakarta',
        weight: 800,
        text: 'paynexa',
        size: 26,
        x: 50,
        baseline: 36,
        fill: '#2e1065',
        tracking: -0.8,
      },
    ],
  },
  {
    label: 'Terravue Maps',
    mark:
      `<path fill="${GREEN}" d="M22 8c-8.3 0-15 6.5-15 14.6C7 33.5 22 48 22 48s15-14.5 15-25.4C37 14.5 30.3 8 22 8z"/>` +
      '<path fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" ' +
      'd="M13 21c3-2.5 6-2.5 9 0s6 2.5 9 0M13 27c3-2.5 6-2.5 9 0s6 2.5 9 0"/>',
    lines: [
      {
        family: 'jakarta',
        weight: 700,
        text: 'Terravue',
        size: 20,
        x: 46,
        baseline: 34,
        fill: '#14532d',
        tracking: -0.4,
      },
      {
        family: 'jakarta',
        weight: 400,
        text: 'maps',
        size: 20,
        baseline: 34,
        fill: GREEN,
        tracking: -0.4,
      },
    ],
  },
  {
    label: 'Gridwell Energy',
    mark: [
      [4, 12, BLUE],
      [21, 12, BLUE],
      [4, 29, BLUE],
      [21, 29, YELLOW],
    ]
      .map(
        ([x, y, fill]) => `<rect x="${x}" y="${y}" width="15" height="15" rx="3" fill="${fill}"/>`,
      )
      .join(''),
    lines: [
      {
        family: 'inter',
        weight: 800,
        text: 'Gridwell',
        size: 21,
        x: 46,
        baseline: 30,
        fill: '#172554',
        tracking: -0.5,
      },
      {
        family: 'inter',
        weight: 600,
        text: 'ENERGY',
        size: 9,
        x: 47,
        baseline: 44,
        fill: BLUE,
        tracking: 3.6,
      },
    ],
  },
  {
    label: 'Cellsight',
    mark:
      `<rect x="4" y="15" width="32" height="26" rx="6" fill="none" stroke="${EMERALD}" stroke-width="3.5"/>` +
      `<rect x="37" y="23" width="4" height="10" rx="1.5" fill="${EMERALD}"/>` +
      `<rect x="10" y="21" width="5" height="14" rx="1.5" fill="${EMERALD}"/>` +
      `<rect x="17.5" y="21" width="5" height="14" rx="1.5" fill="${EMERALD}"/>` +
      '<rect x="25" y="21" width="5" height="14" rx="1.5" fill="#6ee7b7"/>',
    lines: [
      {
        family: 'inter',
        weight: 600,
        text: 'cellsight',
        size: 25,
        x: 50,
        baseline: 36,
        fill: '#064e3b',
        tracking: -0.7,
      },
    ],
  },
  {
    label: 'Depotwise',
    mark:
      `<path fill="${ORANGE}" d="M22 8 4 20v24h36V20z"/>` +
      '<path fill="#fff" d="M23.5 21 16 32h5l-1.5 8L27 29h-5z"/>',
    lines: [
      {
        family: 'jakarta',
        weight: 800,
        text: 'Depotwise',
        size: 23,
        x: 48,
        baseline: 36,
        fill: '#292524',
        tracking: -0.6,
      },
    ],
  },
  {
    label: 'Pingstone',
    mark:
      `<path fill="${ROSE}" d="M8 10h28a6 6 0 0 1 6 6v16a6 6 0 0 1-6 6H20l-9 8v-8H8a6 6 0 0 1-6-6V16a6 6 0 0 1 6-6z"/>` +
      '<circle cx="14" cy="24" r="2.6" fill="#fff"/><circle cx="22" cy="24" r="2.6" fill="#fff"/>' +
      '<circle cx="30" cy="24" r="2.6" fill="#fff"/>',
    lines: [
      {
        family: 'jakarta',
        weight: 700,
        text: 'pingstone',
        size: 24,
        x: 50,
        baseline: 35,
        fill: '#4c0519',
        tracking: -0.5,
      },
    ],
  },
];
