import { cn } from '@/lib/utils/cn';

/**
 * A designed portrait: an abstract bust on a geometric ground, drawn from a seed (the person's
 * name), never a photograph of someone who does not exist (docs/proof.md#portraits). The same
 * name always draws the same portrait; the colours are fixed, so it reads alike in both themes.
 */

/** Ground, accent and figure of each palette: deep, mid and pale tones of one hue. */
const PALETTES = [
  ['#3340b8', '#7483fa', '#e3e7ff'],
  ['#0f6b63', '#2bc7b0', '#d3f4ee'],
  ['#8f3410', '#f39a2d', '#ffe9cf'],
  ['#5b23b5', '#a78bfa', '#ede5ff'],
  ['#0d5583', '#3db8f0', '#d9f0ff'],
  ['#8e1c4a', '#ef6aa8', '#ffe1ee'],
] as const;

/** FNV-1a: a stable 32-bit number per seed, so a portrait never changes between builds. */
export function seedHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (const char of seed) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The shapes of one portrait, derived from its seed (pure, so it can be tested). */
export function portraitOf(seed: string) {
  const hash = seedHash(seed);
  const pick = (bits: number, count: number) => (hash >>> bits) % count;
  const [ground, accent, figure] = PALETTES[pick(0, PALETTES.length)]!;
  return {
    ground,
    accent,
    figure,
    /** 0: a disc, 1: a band, 2: rings, 3: a triangle. */
    motif: pick(5, 4),
    /** The motif's turn, in 45-degree steps. */
    turn: pick(9, 8) * 45,
    headX: 30 + pick(13, 5),
    headR: 10 + pick(17, 3),
    shoulders: 20 + pick(21, 5),
  };
}

const MOTIFS = [
  (fill: string) => <circle cx="52" cy="12" r="20" fill={fill} />,
  (fill: string) => <polygon points="-8,40 40,-8 56,-8 -8,56" fill={fill} />,
  (fill: string) => (
    <g fill="none" stroke={fill} strokeWidth="3">
      <circle cx="50" cy="50" r="14" />
      <circle cx="50" cy="50" r="22" />
    </g>
  ),
  (fill: string) => <polygon points="0,64 0,20 40,64" fill={fill} />,
];

const SIZES = { sm: 'size-10', md: 'size-12', lg: 'size-16' } as const;

interface PortraitProps {
  /** The person's name: the portrait is drawn from it. */
  seed: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Decorative: the person's name is always printed beside it. */
export function Portrait({ seed, size = 'md', className }: PortraitProps) {
  const p = portraitOf(seed);
  const motif = MOTIFS[p.motif]!;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 64"
      data-portrait=""
      className={cn(
        'keep-palette shrink-0 rounded-full ring-2 ring-white/80',
        SIZES[size],
        className,
      )}
    >
      <circle cx="32" cy="32" r="32" fill={p.ground} />
      <g transform={`rotate(${p.turn} 32 32)`} opacity="0.55">
        {motif(p.accent)}
      </g>
      <path
        d={`M${32 - p.shoulders} 66 C${32 - p.shoulders} 50 ${p.headX - 12} 43 ${p.headX} 43 C${p.headX + 12} 43 ${32 + p.shoulders} 50 ${32 + p.shoulders} 66 Z`}
        fill={p.figure}
      />
      <circle cx={p.headX} cy={28} r={p.headR} fill={p.figure} />
    </svg>
  );
}
