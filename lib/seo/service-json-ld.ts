import type { Product } from '@/lib/content/products';
import type { Service } from '@/lib/content/services';
import { type JsonLd, organizationRef } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site';

/** schema.org Service for a service page, offered by the organisation. */
export function serviceJsonLd(service: Service): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.seo.description,
    url: absoluteUrl(service.path),
    provider: organizationRef(),
    areaServed: 'Worldwide',
  };
}

/** schema.org SoftwareApplication for one of our products; the offer is a free demo or trial. */
export function softwareApplicationJsonLd(product: Product): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: product.name,
    applicationCategory: product.applicationCategory,
    operatingSystem: product.operatingSystem,
    description: product.seo.description,
    url: product.url,
    mainEntityOfPage: absoluteUrl(product.path),
    publisher: organizationRef(),
  };
}
