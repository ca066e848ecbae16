import { openingHoursJsonLd, organizationRef, postalAddress, type JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, site } from '@/lib/site';

/**
 * ContactPage for /contact: the office as a ProfessionalService (a LocalBusiness, so it may
 * carry address and opening hours), all from lib/site.ts.
 */
export function contactPageJsonLd(path: string, name: string, description: string): JsonLd {
  const hours = openingHoursJsonLd();
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name,
    description,
    url: absoluteUrl(path),
    about: organizationRef(),
    mainEntity: {
      '@type': 'ProfessionalService',
      '@id': `${site.url}/#office`,
      name: site.name,
      url: site.url,
      image: absoluteUrl('/logo.svg'),
      email: site.email,
      telephone: site.phone.display,
      address: postalAddress(),
      openingHoursSpecification: [hours],
      parentOrganization: organizationRef(),
      sameAs: [site.social.linkedin, site.social.instagram],
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'sales',
          email: site.email,
          telephone: site.phone.display,
          hoursAvailable: hours,
          availableLanguage: ['English', 'Hindi'],
        },
      ],
    },
  };
}
