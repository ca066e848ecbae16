import { z } from 'zod';

/**
 * Icons an editor may name in content/pages/*.json. Content names an icon, the page renders it
 * through components/company/page-icon.tsx; a name outside this list fails the build.
 */
export const PAGE_ICON_NAMES = [
  'atom',
  'award',
  'badge-check',
  'bot',
  'brain-circuit',
  'briefcase',
  'calendar-clock',
  'car',
  'cloud-cog',
  'code',
  'coffee',
  'compass',
  'eye',
  'gauge',
  'gem',
  'git-branch',
  'globe',
  'graduation-cap',
  'handshake',
  'heart-handshake',
  'heart-pulse',
  'landmark',
  'laptop',
  'layers',
  'lightbulb',
  'mail',
  'map-pin',
  'megaphone',
  'message-square',
  'network',
  'phone',
  'plane',
  'puzzle',
  'rocket',
  'server',
  'shield-check',
  'shopping-cart',
  'sparkles',
  'target',
  'terminal',
  'trending-up',
  'users',
  'workflow',
] as const;

export type PageIconName = (typeof PAGE_ICON_NAMES)[number];

export const pageIconSchema = z.enum(PAGE_ICON_NAMES);
