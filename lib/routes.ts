import redirects from '@/content/redirects.json';
import { NATIVE_POST_PAGES } from '@/lib/leads/native-post';
import { blogPageOneTwins, blogRoutes } from '@/lib/content/blog-pages';
import { getCaseStudies } from '@/lib/content/case-studies';
import { getProducts } from '@/lib/content/products';
import { getServices } from '@/lib/content/services';
import type { SiteRoute } from '@/lib/content/site-route';
import { technologyRoutes } from '@/lib/content/technologies';

/**
 * Pages that app/ renders without a content collection behind them. A page issue adds its
 * pages here (or a content loader below) when it builds them.
 */
const STATIC_PAGES: string[] = [
  '/',
  // Company pages
  '/about',
  '/contact',
  '/careers',
  '/partners',
  '/privacy-policy',
  '/terms-of-service',
  '/case-studies',
];

/** Content-derived routes: each content type contributes its pages here. */
function contentRoutes(): SiteRoute[] {
  return [
    { path: '/services' },
    ...getServices().map((service) => ({ path: service.path })),
    { path: '/products' },
    ...getProducts().map((product) => ({ path: product.path })),
    ...technologyRoutes(),
    ...blogRoutes(),
    ...getCaseStudies().map((study) => ({ path: study.path, lastModified: study.date })),
  ];
}

/** The one route list: feeds the sitemap, the link check and the build-output test. */
export function getRoutes(): SiteRoute[] {
  return [...STATIC_PAGES.map((path) => ({ path })), ...contentRoutes()];
}

/** Old paths that redirect; they are not pages of their own and stay out of the sitemap. */
export const redirectRoutes = redirects;

/**
 * Pages that are built but are no destination of their own: where a form posted without
 * JavaScript lands, the blog's page-1 twins and the site search (its results vary by query).
 * noindex, and kept out of the sitemap.
 */
export const unlistedRoutes: string[] = [
  ...Object.values(NATIVE_POST_PAGES),
  ...blogPageOneTwins(),
  '/search',
];
