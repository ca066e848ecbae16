import path from 'node:path';
import { z } from 'zod';
import { ctaActionSchema, statSchema } from '@/lib/content/pages';
import { pageSectionSchema, seoSchema } from '@/lib/content/section-schemas';
import { screenTourSchema, type ScreenTour } from '@/lib/content/screen-tour';
import { CONTENT_DIR, ContentError, listContentFiles, text } from '@/lib/content/parse';
import { readContentJson } from '@/lib/content/site-tokens';
import { checkScreenText, screenTextFields } from '@/lib/content/screen-text';
import { site } from '@/lib/site';

export const PRODUCTS_DIR = path.join(CONTENT_DIR, 'products');

export type ProductId = keyof typeof site.products;
const PRODUCT_IDS = Object.keys(site.products) as [ProductId, ...ProductId[]];

/** The UI mock-ups we draw for product pages (components/products/product-mockup.tsx). */
export const PRODUCT_MOCKUPS = ['ev-charging-dashboard', 'fleet-tracking-map'] as const;

/**
 * The places on each screen a tour's numbered dot can point at (their positions are drawing
 * data: components/products/screen-tour-spots.ts).
 */
export const SCREEN_SPOTS = {
  'ev-charging-dashboard': ['cost-card', 'vehicle-charge', 'grid-limit', 'sessions'],
  'fleet-tracking-map': ['live-position', 'route', 'driver-speed', 'fuel'],
} as const satisfies Record<(typeof PRODUCT_MOCKUPS)[number], readonly string[]>;

/**
 * One product page: content/products/<id>.json. The id names the product in lib/site.ts, which
 * holds its name and external site, so the page never retypes either.
 */
export const productSchema = z
  .object({
    /**
     * The product's own colour on its page and its card: section eyebrows, headline figures, the
     * screen's glow and the tour's numbered dots (components/products/product-accent.ts).
     */
    accent: z.enum(['teal', 'amber']),
    /** schema.org applicationCategory. */
    applicationCategory: text,
    operatingSystem: text,
    seo: seoSchema,
    /** The product's card on /products: what it is, who it's for, one figure with its basis. */
    index: z.object({ summary: text, audience: text, figure: statSchema }),
    hero: z.object({
      eyebrow: text,
      title: text,
      intro: text,
      /** Label of the link to the product's own site, e.g. "Visit ChargIQ". */
      siteLabel: text,
      demo: ctaActionSchema,
      /** Ticks under the buttons; a fixed label takes its basis beside it ({ text, basis }). */
      highlights: z
        .array(z.union([text, z.object({ text, basis: text })]))
        .min(1)
        .max(4)
        .optional(),
    }),
    screenshot: z
      .object({
        mockup: z.enum(PRODUCT_MOCKUPS),
        /** The mock-up's name, its one-line caption and its full description (screen-text.ts). */
        ...screenTextFields,
        /** The headline figures drawn in the mock-up (the EV dashboard has four cards). */
        kpis: z
          .array(z.object({ label: text, value: text, trend: text.optional() }))
          .min(1)
          .max(4),
      })
      .superRefine(checkScreenText),
    /** The page's sections in order; one of them may be the tour of its own screen. */
    sections: z
      .array(z.union([pageSectionSchema, screenTourSchema]))
      .min(3, 'a product page needs at least 3 sections'),
    cta: z.object({
      title: text,
      text,
      primary: ctaActionSchema,
      /** Label of a link to the product's own site next to the primary action. */
      siteLabel: text.optional(),
    }),
  })
  .superRefine(checkTourSpots);

/** A tour's dots sit on the product's own screen, each on a different place of it. */
function checkTourSpots(
  product: { screenshot: { mockup: string }; sections: { type: string }[] },
  ctx: z.RefinementCtx,
) {
  const spots: readonly string[] =
    SCREEN_SPOTS[product.screenshot.mockup as keyof typeof SCREEN_SPOTS];
  const tours = product.sections.flatMap((section, index) =>
    section.type === 'screen-tour' ? [{ tour: section as ScreenTour, index }] : [],
  );
  if (tours.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['sections'],
      message: 'a product page has one screen tour at most',
    });
  }
  for (const { tour, index } of tours) {
    tour.callouts.forEach((callout, i) => {
      const path = ['sections', index, 'callouts', i, 'spot'];
      if (!spots.includes(callout.spot)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `"${callout.spot}" is not on the ${product.screenshot.mockup} screen (${spots.join(', ')})`,
        });
      } else if (tour.callouts.findIndex((c) => c.spot === callout.spot) !== i) {
        ctx.addIssue({ code: 'custom', path, message: `"${callout.spot}" already has a callout` });
      }
    });
  }
}

export type { ScreenTour };
export type ProductContent = z.output<typeof productSchema>;
export interface Product extends ProductContent {
  id: ProductId;
  name: string;
  url: string;
  path: string;
}

export function readProduct(file: string): Product {
  const id = path.basename(file, '.json');
  if (!(PRODUCT_IDS as string[]).includes(id)) {
    throw new ContentError(path.relative(process.cwd(), file), [
      `(file name): "${id}" is not a product in lib/site.ts (${PRODUCT_IDS.join(', ')})`,
    ]);
  }
  const productId = id as ProductId;
  const { name, url } = site.products[productId];
  return {
    ...readContentJson(file, productSchema),
    id: productId,
    name,
    url,
    path: `/products/${id}`,
  };
}

export function getProducts(dir = PRODUCTS_DIR): Product[] {
  return listContentFiles(dir, ['.json']).map(readProduct);
}

export function getProduct(id: string, dir = PRODUCTS_DIR): Product {
  const product = getProducts(dir).find((p) => p.id === id);
  if (!product) throw new Error(`Unknown product "${id}" (content/products/${id}.json)`);
  return product;
}
