import type { Crumb } from '@/lib/seo/json-ld';

/**
 * The index page of each collection: its own breadcrumb, and the first step of the trail of
 * every page in it (Home > Services > Cloud Engineering).
 */
export const indexCrumbs = {
  services: { name: 'Services', path: '/services' },
  technologies: { name: 'Technologies', path: '/technologies' },
  caseStudies: { name: 'Case Studies', path: '/case-studies' },
  products: { name: 'Products', path: '/products' },
} as const satisfies Record<string, Crumb>;
