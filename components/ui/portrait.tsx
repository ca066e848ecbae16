import type { ReactNode } from 'react';
import { PORTRAIT_GROUNDS } from '@/lib/content/portrait-grounds';
import type { PortraitLook } from '@/lib/content/portrait-look';
import { cn } from '@/lib/utils/cn';

/**
 * A designed portrait: a flat illustrated bust on a geometric ground, never a photograph of
 * someone who does not exist (docs/proof.md#portraits). Content says how the person looks
 * (hair, skin, glasses, beard); the name picks the ground's colours and motif, so the same
 * person is always drawn the same way. The colours are fixed: it reads alike in both themes.
 */

/**
 * Ground, accent and shirt of each palette: deep, mid and pale tones of one hue, in the order of
 * the look's `ground` names (indigo, teal, rust, violet, sky, rose).
 */
const PALETTES = [
  ['#3340b8', '#7483fa', '#e3e7ff'],
  ['#0f6b63', '#2bc7b0', '#d3f4ee'],
  ['#8f3410', '#f39a2d', '#ffe9cf'],
  ['#5b23b5', '#a78bfa', '#ede5ff'],
  ['#0d5583', '#3db8f0', '#d9f0ff'],
  ['#8e1c4a', '#ef6aa8', '#ffe1ee'],
] as const;

/** Each skin tone and the shade for the neck and ears. */
const SKIN: Record<PortraitLook['skin'], [string, string]> = {
  light: ['#f5d3bb', '#e4b99c'],
  fair: ['#e9b893', '#d49f78'],
  medium: ['#cf9468', '#b97d54'],
  brown: ['#a56a45', '#8d5737'],
  deep: ['#6f4631', '#5c3826'],
};

const HAIR_COLOR: Record<PortraitLook['hairColor'], string> = {
  black: '#1f1b24',
  'dark-brown': '#3d2a21',
  brown: '#6e4a32',
  auburn: '#8c3f22',
  blonde: '#d8b36e',
  grey: '#a3a8b0',
};

const INK = '#1f1d24';

/** Face outlines on the 64-unit grid: oval, round, a square jaw, a narrow chin. */
const FACES = [
  'M22.4 28.6a9.6 11.2 0 1 0 19.2 0a9.6 11.2 0 1 0-19.2 0Z',
  'M21.6 29a10.4 10.6 0 1 0 20.8 0a10.4 10.6 0 1 0-20.8 0Z',
  'M22.4 26C22.4 19 26.5 17.4 32 17.4S41.6 19 41.6 26L41.2 32.6C40.4 37.6 36.6 40 32 40S23.6 37.6 22.8 32.6Z',
  'M22.2 27C22.2 19.6 26.5 17.4 32 17.4S41.8 19.6 41.8 27C41.8 33.8 36.8 40.4 32 40.4S22.2 33.8 22.2 27Z',
] as const;

/** Collars over the shirt: none (the neck's V), a shirt collar, a roll neck, a jacket's lapels. */
const COLLARS = [
  () => null,
  () => (
    <path d="M28.4 45.4 32 50.6l-5.6 1.6-1.6-5ZM35.6 45.4 32 50.6l5.6 1.6 1.6-5Z" fill="#ffffff" />
  ),
  (color: string) => <path d="M27.4 41.8h9.2v5.8c-2.8 1.6-6.4 1.6-9.2 0Z" fill={color} />,
  (color: string) => (
    <path
      d="M13.4 66C13.6 55.6 18.4 49.6 26.4 47.2L31 58.6 29 66ZM50.6 66C50.4 55.6 45.6 49.6 37.6 47.2L33 58.6 35 66Z"
      fill={color}
    />
  ),
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

/** Without a look from content: short dark hair, a skin tone from the name. */
const DEFAULT_SKINS: PortraitLook['skin'][] = ['fair', 'medium', 'brown'];

/** Everything one portrait draws, from its seed and look (pure, so it can be tested). */
export function portraitOf(seed: string, look?: PortraitLook) {
  const hash = seedHash(seed);
  const pick = (bits: number, count: number) => (hash >>> bits) % count;
  const named = look?.ground ? PORTRAIT_GROUNDS.indexOf(look.ground) : -1;
  const [ground, accent, shirt] = PALETTES[named >= 0 ? named : pick(0, PALETTES.length)]!;
  const { hair, hairColor, skin, glasses, beard } = look ?? {
    hair: 'short' as const,
    hairColor: 'black' as const,
    skin: DEFAULT_SKINS[pick(13, DEFAULT_SKINS.length)]!,
    glasses: false,
    beard: false,
  };
  const [skinTone, shade] = SKIN[skin];
  return {
    ground,
    accent,
    shirt,
    /** 0: a disc, 1: a band, 2: rings, 3: a triangle. */
    motif: pick(5, 4),
    /*
     * What content does not say, drawn from the name so two people with the same look are
     * still two people (docs/proof.md#portraits): the face's shape, the collar, the frames,
     * the brows, the mouth and which side long hair falls from.
     */
    face: FACES[pick(16, FACES.length)]!,
    collar: pick(19, COLLARS.length),
    frames: pick(22, 2) === 0 ? ('round' as const) : ('square' as const),
    brows: pick(24, 2),
    mouth: pick(26, 2),
    sweep: pick(28, 2) === 1,
    /** The motif's turn, in 45-degree steps. */
    turn: pick(9, 8) * 45,
    skin: skinTone,
    shade,
    hair,
    hairColor: HAIR_COLOR[hairColor],
    glasses,
    beard,
  };
}

const MOTIFS = [
  (fill: string) => <circle cx="52" cy="12" r="20" fill={fill} />,
  (fill: string) => <polygon points="-8,40 40,-8 56,-8 -8,56" fill={fill} />,
  // Rings in a corner, clear of the head: centred behind it, their arcs read as horns.
  (fill: string) => (
    <g fill="none" stroke={fill} strokeWidth="3">
      <circle cx="56" cy="8" r="8" />
      <circle cx="56" cy="8" r="15" />
    </g>
  ),
  (fill: string) => <polygon points="0,64 0,20 40,64" fill={fill} />,
];

type Hair = PortraitLook['hair'];

/** Hair that falls behind the head and neck, drawn first. */
const HAIR_BEHIND: Partial<Record<Hair, string>> = {
  long: 'M21 30C20 17 26 14.8 32 14.8S44 17 43 30L44.6 45.5C40 48 24 48 19.4 45.5Z',
  bob: 'M21.4 30C20.4 17 26 15.2 32 15.2S43.6 17 42.6 30L43.2 38.6C39 40.2 25 40.2 20.8 38.6Z',
};

/** Hair over the top of the head, drawn after the face. */
const HAIR_OVER: Record<Hair, (color: string, sweep: boolean) => ReactNode> = {
  short: (color) => (
    <path
      d="M22.3 27.2C21.8 19 26.5 16.4 32 16.4S42.2 19 41.7 27.2C40 22.6 36.5 21 32 21S24 22.6 22.3 27.2Z"
      fill={color}
    />
  ),
  'side-part': (color) => (
    <path
      d="M22.3 27.6C21.6 18.7 26.4 16 32 16S42.4 18.8 41.7 26.6C39.8 22.2 33 23.8 27.6 20.8C25.6 22.6 23.5 24.6 22.3 27.6Z"
      fill={color}
    />
  ),
  buzz: (color) => (
    <path
      d="M22.4 26C22 19.6 26.6 17.3 32 17.3S42 19.6 41.6 26C40 22.9 36.6 21.9 32 21.9S24 22.9 22.4 26Z"
      fill={color}
      opacity="0.75"
    />
  ),
  curly: (color) => (
    <g fill={color}>
      <circle cx="24.2" cy="22.2" r="4.2" />
      <circle cx="28.2" cy="18.6" r="4.5" />
      <circle cx="32.6" cy="17.4" r="4.6" />
      <circle cx="37" cy="18.8" r="4.4" />
      <circle cx="40.4" cy="22.6" r="4.1" />
      <circle cx="22.6" cy="26.4" r="2.9" />
      <circle cx="41.6" cy="26.4" r="2.9" />
    </g>
  ),
  long: (color, sweep) => (sweep ? <SideFringe color={color} /> : <CenterFringe color={color} />),
  bob: (color, sweep) => (sweep ? <SideFringe color={color} /> : <CenterFringe color={color} />),
  bun: (color) => (
    <g fill={color}>
      <circle cx="32" cy="13.4" r="4.8" />
      <CenterFringe color={color} />
    </g>
  ),
};

/** Hair swept from a parting over one side of the forehead. */
function SideFringe({ color }: { color: string }) {
  return (
    <path
      d="M22.3 28.4C21.6 18.8 26.4 16.2 32 16.2S42.4 18.8 41.7 28C40.6 23.4 38.6 21.6 35.6 21C31.6 22.8 26.6 24.2 22.3 28.4Z"
      fill={color}
    />
  );
}

function CenterFringe({ color }: { color: string }) {
  return (
    <path
      d="M22.3 28C21.8 19 26.5 16.3 32 16.3S42.2 19 41.7 28C39.5 22 35 20.3 32 21.6C29 20.3 24.5 22 22.3 28Z"
      fill={color}
    />
  );
}

const SIZES = { sm: 'size-10', md: 'size-12', lg: 'size-16' } as const;

interface PortraitProps {
  /** The person's name: it picks the ground, and the look when content gives none. */
  seed: string;
  look?: PortraitLook;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Decorative: the person's name is always printed beside it. */
export function Portrait({ seed, look, size = 'md', className }: PortraitProps) {
  const p = portraitOf(seed, look);
  const motif = MOTIFS[p.motif]!;
  const behind = HAIR_BEHIND[p.hair];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 64 64"
      data-portrait=""
      className={cn(
        // A light ring on a light page; on a dark one a faint ring, not a white outline.
        'keep-palette shrink-0 rounded-full ring-2 ring-white/80 dark:ring-white/15',
        SIZES[size],
        className,
      )}
    >
      <circle cx="32" cy="32" r="32" fill={p.ground} />
      <g transform={`rotate(${p.turn} 32 32)`} opacity="0.55">
        {motif(p.accent)}
      </g>
      {/* The figure, drawn on a 64-unit grid and enlarged to fill the frame. */}
      <g transform="translate(32 38) scale(1.16) translate(-32 -38)">
        {behind && <path d={behind} fill={p.hairColor} />}
        <path d="M10 66C10 52 20 45.5 32 45.5S54 52 54 66Z" fill={p.shirt} />
        <path d="M28.5 34h7v11.8l-3.5 4.6-3.5-4.6Z" fill={p.shade} />
        {COLLARS[p.collar]!(p.accent)}
        <ellipse cx="22.7" cy="29.4" rx="1.9" ry="2.7" fill={p.shade} />
        <ellipse cx="41.3" cy="29.4" rx="1.9" ry="2.7" fill={p.shade} />
        <path d={p.face} fill={p.skin} />
        {p.beard && (
          <path
            d="M22.6 29.6C22.8 38.6 27 43.2 32 43.2S41.2 38.6 41.4 29.6C40.2 34.7 37.2 37.7 32 37.7S23.8 34.7 22.6 29.6ZM28.6 33.4C30.5 32.3 33.5 32.3 35.4 33.4 33.8 34 30.2 34 28.6 33.4Z"
            fill={p.hairColor}
          />
        )}
        {HAIR_OVER[p.hair](p.hairColor, p.sweep)}
        <g fill={INK}>
          <circle cx="28.3" cy="29.6" r="1.15" />
          <circle cx="35.7" cy="29.6" r="1.15" />
        </g>
        <g fill="none" strokeLinecap="round">
          <path
            d={
              p.brows
                ? 'M26.5 26.2l3.5-.4M34 25.8l3.5.4'
                : 'M26.6 26.4q1.7-.9 3.4 0M34 26.4q1.7-.9 3.4 0'
            }
            stroke={p.hairColor}
            strokeWidth={p.brows ? 1.2 : 1}
          />
          <path
            d={p.mouth ? 'M30.2 35.2q1.8.6 3.6 0' : 'M29.6 34.6q2.4 1.7 4.8 0'}
            stroke="#8a3d2f"
            strokeWidth="1.1"
          />
          {p.glasses && (
            <g stroke={INK} strokeWidth="0.9">
              {p.frames === 'round' ? (
                <>
                  <circle data-lens="" cx="28.3" cy="29.7" r="3.1" />
                  <circle data-lens="" cx="35.7" cy="29.7" r="3.1" />
                </>
              ) : (
                <>
                  <rect data-lens="" x="24.9" y="27.5" width="6.6" height="4.6" rx="1.2" />
                  <rect data-lens="" x="32.5" y="27.5" width="6.6" height="4.6" rx="1.2" />
                </>
              )}
              <path d="M31.4 29.5h1.2M25.2 29.2l-2.2-.6M38.8 29.2l2.2-.6" />
            </g>
          )}
        </g>
      </g>
    </svg>
  );
}
