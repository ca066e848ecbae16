import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, text } from '@/lib/content/parse';
import { readContentJson } from '@/lib/content/site-tokens';
import { site } from '@/lib/site';

const PRODUCT_IDS = Object.keys(site.products) as [
  keyof typeof site.products,
  ...(keyof typeof site.products)[],
];

/** A menu entry: a page of the site, or a product named by its id in lib/site.ts. */
const linkSchema = z.union([
  z.strictObject({
    label: text,
    href: z.string().regex(/^\/|^https:\/\//, 'a site path or an https URL'),
    description: text.optional(),
    external: z.boolean().optional(),
  }),
  z.strictObject({ product: z.enum(PRODUCT_IDS), description: text.optional() }),
]);

const groupSchema = z.strictObject({ title: text, links: z.array(linkSchema).min(1) });

/** content/navigation.json: the header's menus, the footer's columns and the legal links. */
export const navigationSchema = z.strictObject({
  /** The words of the header, mobile menu and footer around the links ({{tokens}} filled in). */
  labels: z.strictObject({
    mainNav: text,
    mobileNav: text,
    footerNav: text,
    menuButton: text,
    search: text,
    homeLink: text,
    founded: text,
    linkedin: text,
    instagram: text,
    xInactive: text,
    xInactiveTitle: text,
    skipToContent: text,
    backToTop: text,
  }),
  megaMenus: z
    .array(
      z.strictObject({
        id: text,
        label: text,
        groups: z.array(groupSchema).min(1),
        overview: linkSchema.optional(),
      }),
    )
    .min(1),
  /** Plain header links before the mega-menus. */
  leadingLinks: z.array(linkSchema),
  /** Plain header links after the mega-menus. */
  trailingLinks: z.array(linkSchema),
  proposalCta: linkSchema,
  footerGroups: z.array(groupSchema).min(1),
  legalLinks: z.array(linkSchema),
});

export type NavigationContent = z.output<typeof navigationSchema>;
export type NavigationLinkContent = z.output<typeof linkSchema>;

export function getNavigationContent(
  file = path.join(CONTENT_DIR, 'navigation.json'),
): NavigationContent {
  // Labels name the company ("{{name}} home"): filled before validation, as page copy is.
  return readContentJson(file, navigationSchema);
}
