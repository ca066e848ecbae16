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
 * A technology's mark: simple-icons path data (CC0), or a typographic wordmark where it has no
 * legible mark of its own. `frame: 'phone'` draws the mark inside a phone outline.
 */
export interface BrandMark {
  title: string;
  /** SVG path on a 24 x 24 view box; absent for a wordmark. */
  path?: string;
  frame?: 'phone';
}

const mark = ({ title, path }: { title: string; path: string }): BrandMark => ({ title, path });

/**
 * Technology marks. simple-icons leaves out brands whose owners object (AWS, Azure, Java,
 * OpenAI), and its .NET and MySQL marks are lettering too small to read in a 24 px tile:
 * those are set as wordmarks at a legible size (components/ui/icon.tsx). iOS shows Apple's mark,
 * beside Android's robot. React Native
 * is React's atom in a phone, so the two tiles never look alike.
 */
export const BRAND_MARKS = {
  android: mark(siAndroid),
  angular: mark(siAngular),
  aws: { title: 'AWS' },
  'aws-ai': { title: 'AWS AI' },
  azure: { title: 'Azure' },
  dotnet: { title: '.NET' },
  flutter: mark(siFlutter),
  gcp: mark(siGooglecloud),
  // Apple's mark, titled iOS: set as lettering, the i read as a capital in the tile.
  ios: { title: 'iOS', path: siApple.path },
  java: { title: 'Java' },
  mongodb: mark(siMongodb),
  mysql: { title: 'MySQL' },
  nextjs: mark(siNextdotjs),
  nodejs: mark(siNodedotjs),
  openai: { title: 'OpenAI' },
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
