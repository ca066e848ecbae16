import type { Technology } from '@/lib/content/technologies';
import { organizationRef, type JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site';

/** A technology page describes a service we offer with it (docs/seo.md#structured-data). */
export function technologyServiceJsonLd(technology: Technology): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: technology.seo.title,
    serviceType: technology.seo.serviceType,
    description: technology.seo.description,
    url: absoluteUrl(technology.href),
    provider: organizationRef(),
    areaServed: 'Worldwide',
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: technology.stack.title,
      itemListElement: technology.stack.items.map((item) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: item.name, description: item.desc },
      })),
    },
  };
}
