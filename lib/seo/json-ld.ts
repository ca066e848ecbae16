import { absoluteUrl, site } from '@/lib/site';

/** A JSON-LD node; kept loose because schema.org types are wide and we only build known shapes. */
export type JsonLd = Record<string, unknown>;

const ORG_ID = `${site.url}/#organization`;

export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORG_ID,
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: absoluteUrl('/logo.svg'),
    email: site.email,
    telephone: site.phone.display,
    foundingDate: String(site.foundingYear),
    description: site.description,
    address: postalAddress(),
    sameAs: [site.social.linkedin, site.social.instagram],
  };
}

export function websiteJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    publisher: { '@id': ORG_ID },
  };
}

export function postalAddress(): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

export function openingHoursJsonLd(): JsonLd {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: site.hours.days,
    opens: site.hours.opens,
    closes: site.hours.closes,
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** A reference to the organisation, for provider/publisher/author fields of other nodes. */
export function organizationRef(): JsonLd {
  return { '@type': 'Organization', '@id': ORG_ID, name: site.name, url: site.url };
}
