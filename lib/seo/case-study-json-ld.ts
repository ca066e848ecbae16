import type { CaseStudy } from '@/lib/content/case-studies';
import { organizationRef, type JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/site';

/** The case study as a schema.org Article: written and published by us, about a named client. */
export function caseStudyJsonLd(study: CaseStudy): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: study.description,
    articleSection: 'Case studies',
    genre: study.category,
    keywords: study.technologies.join(', '),
    datePublished: study.date,
    url: absoluteUrl(study.path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(study.path) },
    ...(study.cover ? { image: absoluteUrl(study.cover.src) } : {}),
    author: organizationRef(),
    publisher: organizationRef(),
    about: { '@type': 'Organization', name: study.quote.company, description: study.client },
  };
}

/** The list page as a CollectionPage whose items are the case studies. */
export function caseStudyListJsonLd(studies: CaseStudy[], name: string, path: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    url: absoluteUrl(path),
    publisher: organizationRef(),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: studies.map((study, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(study.path),
        name: study.title,
      })),
    },
  };
}
