import {
  siAndroid,
  siApple,
  siAngular,
  siFlutter,
  siGooglecloud,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siPython,
  siReact,
  siRedis,
  siPostgresql,
  siTensorflow,
  siVuedotjs,
} from 'simple-icons';
import { z } from 'zod';

/**
 * The one registry of icons a content file may name. Two kinds share one name space:
 * concepts are lucide-react icons (kebab-case lucide names), brands are technology marks.
 * components/ui/icon.tsx renders either; a name outside this file fails the build.
 */
export const CONCEPT_ICON_NAMES = [
  'accessibility',
  'activity',
  'app-window',
  'atom',
  'award',
  'badge-check',
  'banknote',
  'battery-charging',
  'bell',
  'blocks',
  'bot',
  'boxes',
  'brain',
  'brain-circuit',
  'briefcase',
  'building-2',
  'calendar-check',
  'calendar-clock',
  'car',
  'chart-column',
  'chart-line',
  'circle-dollar-sign',
  'clock',
  'cloud',
  'cloud-cog',
  'code',
  'code-xml',
  'coffee',
  'coins',
  'compass',
  'component',
  'container',
  'cpu',
  'credit-card',
  'database',
  'eye',
  'factory',
  'file-check',
  'file-code',
  'file-search',
  'file-text',
  'fingerprint',
  'flag',
  'flask-conical',
  'fuel',
  'gauge',
  'gem',
  'git-branch',
  'git-merge',
  'globe',
  'graduation-cap',
  'hand-coins',
  'handshake',
  'headphones',
  'heart-handshake',
  'heart-pulse',
  'infinity',
  'key-round',
  'landmark',
  'laptop',
  'layers',
  'layout-dashboard',
  'leaf',
  'life-buoy',
  'lightbulb',
  'list-checks',
  'lock',
  'mail',
  'map',
  'map-pin',
  'megaphone',
  'message-square',
  'milestone',
  'monitor-smartphone',
  'navigation',
  'network',
  'package',
  'package-check',
  'palette',
  'pen-tool',
  'phone',
  'piggy-bank',
  'plane',
  'plug',
  'plug-zap',
  'puzzle',
  'radar',
  'receipt',
  'refresh-cw',
  'repeat',
  'rocket',
  'route',
  'scale',
  'search',
  'server',
  'server-cog',
  'settings',
  'shield',
  'shield-check',
  'shopping-cart',
  'sliders-horizontal',
  'smartphone',
  'sparkles',
  'store',
  'target',
  'terminal',
  'test-tube',
  'timer',
  'trending-down',
  'trending-up',
  'truck',
  'user-check',
  'user-plus',
  'users',
  'wallet',
  'workflow',
  'wrench',
  'zap',
] as const;
export type ConceptIconName = (typeof CONCEPT_ICON_NAMES)[number];

/**
 * A technology's mark, one drawn glyph on a 24 x 24 view box in one colour: simple-icons path
 * data (CC0) filled, and where simple-icons ships no legible mark, a glyph of our own drawn in
 * 2-unit strokes (`glyph`) with any filled part in `path` (docs/technology-marks.md).
 * `frame: 'phone'` draws the mark inside a phone outline.
 */
export interface BrandMark {
  title: string;
  /** Filled SVG path on the 24 x 24 view box. */
  path?: string;
  /** Stroked SVG path on the same view box: 2 units wide, round ends. */
  glyph?: string;
  frame?: 'phone';
}

const mark = ({ title, path }: { title: string; path: string }): BrandMark => ({ title, path });

/** The arrow under AWS's name, shared by its two marks so they read as one family. */
const AWS_ARROW = 'M3 17.5q9 5 18 0M18.2 15.7l2.8 1.8-1.9 2.8';

/**
 * Technology marks. simple-icons leaves out brands whose owners object (AWS, Azure, Java,
 * OpenAI), and its .NET and MySQL marks are lettering too small to read in a 24 px tile: those
 * get a glyph of ours, never the brand's logo, named after it for screen readers. iOS shows
 * Apple's mark, beside Android's robot. React Native is React's atom in a phone, so the two
 * tiles never look alike.
 */
export const BRAND_MARKS = {
  android: mark(siAndroid),
  angular: mark(siAngular),
  // A cloud over the arrow.
  aws: {
    title: 'AWS',
    glyph: `M8.4 13a3.4 3.4 0 0 1-.3-6.8A4.6 4.6 0 0 1 16.7 7.3a2.9 2.9 0 0 1-.4 5.7Z${AWS_ARROW}`,
  },
  // A spark over the same arrow.
  'aws-ai': {
    title: 'AWS AI',
    glyph: `M12 2.5l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5Z${AWS_ARROW}`,
  },
  // Two blades leaning into an A.
  azure: { title: 'Azure', path: 'M10.2 3h4.6L8.4 21H2.6ZM15.6 8.2 21.6 21H11l4.2-2.4-2.8-5Z' },
  // A dot and an N in a rounded square.
  dotnet: {
    title: '.NET',
    glyph:
      'M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3ZM7.5 16h0M11 16V8l5 8V8',
  },
  flutter: mark(siFlutter),
  gcp: mark(siGooglecloud),
  // Apple's mark, titled iOS: set as lettering, the i read as a capital in the tile.
  ios: { title: 'iOS', path: siApple.path },
  // A steaming cup.
  java: {
    title: 'Java',
    glyph:
      'M5 10h11v4a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5ZM16 11h1.5a2.5 2.5 0 0 1 0 5H16M9 2.5c-1 1.5 1 2.5 0 4.5M12.5 2.5c-1 1.5 1 2.5 0 4.5M4 22h14',
  },
  mongodb: mark(siMongodb),
  // A database drum.
  mysql: {
    title: 'MySQL',
    glyph:
      'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3ZM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  },
  nextjs: mark(siNextdotjs),
  nodejs: mark(siNodedotjs),
  // A hexagon turning like a shutter.
  openai: {
    title: 'OpenAI',
    glyph:
      'M12 2.5l8.2 4.8v9.5L12 21.5l-8.2-4.7V7.2ZM12 2.5l4.1 10.2M20.2 7.3l-6.8 8.6M20.2 16.8 9.3 15.2M12 21.5 7.9 11.3M3.8 16.8l6.8-8.7M3.8 7.2l10.9 1.6',
  },
  postgresql: mark(siPostgresql),
  python: mark(siPython),
  react: mark(siReact),
  'react-native': { ...mark(siReact), title: 'React Native', frame: 'phone' },
  redis: mark(siRedis),
  tensorflow: mark(siTensorflow),
  vue: mark(siVuedotjs),
} satisfies Record<string, BrandMark>;
export type BrandMarkName = keyof typeof BRAND_MARKS;

export type IconName = ConceptIconName | BrandMarkName;

export function isBrandMark(name: IconName): name is BrandMarkName {
  return Object.hasOwn(BRAND_MARKS, name);
}

const BRAND_MARK_NAMES = Object.keys(BRAND_MARKS) as [BrandMarkName, ...BrandMarkName[]];

const unknown = (issue: { input: unknown }) =>
  `unknown icon "${String(issue.input)}" (see lib/content/icons.ts)`;

/** The icons a piece of content names (any `icon` field, at any depth), each once, in order. */
export function iconsIn(value: unknown, found = new Set<IconName>()): IconName[] {
  if (Array.isArray(value)) for (const item of value) iconsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'icon' && typeof item === 'string') found.add(item as IconName);
      else iconsIn(item, found);
    }
  }
  return [...found];
}

/** Any icon: a concept or a technology mark. */
export const iconSchema = z.enum([...CONCEPT_ICON_NAMES, ...BRAND_MARK_NAMES], { error: unknown });

/** A technology mark only (the tile of a technology card or page). */
export const brandMarkSchema = z.enum(BRAND_MARK_NAMES, { error: unknown });
