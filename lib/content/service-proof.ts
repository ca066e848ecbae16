import { getCaseStudy } from '@/lib/content/case-studies';
import { ContentError } from '@/lib/content/parse';
import type { Service } from '@/lib/content/services';
import type { Testimonial } from '@/lib/content/testimonials';

export interface ServiceProofData {
  study: ReturnType<typeof getCaseStudy>;
  /** Three figures (study results or the client's own), each with its own basis. */
  results: { value: string; label: string; basis: string }[];
  /** Whose figures all three are ("Reported by Loomcart, the client."), said once under the row. */
  source: string;
  /** The service's own quote from the study's client, or the study's quote. */
  quote: Omit<Testimonial, 'href'>;
}

/**
 * What a service page's proof section shows (docs/proof.md#proof-on-every-service-page): the
 * study, the figures the service names (study results by label, or the client's own figures
 * about the service's part; the study's first three by default) and the quote. A result label
 * the study does not have fails the build, naming the service file and field.
 */
export function serviceProof(service: Service): ServiceProofData {
  const { proof } = service;
  const study = getCaseStudy(proof.caseStudy);
  const picked = proof.results
    ? proof.results.map((label, index) => {
        if (typeof label !== 'string') return label;
        const result = study.results.find((r) => r.label === label);
        if (!result)
          throw new ContentError(`content/services/${service.slug}.json`, [
            `proof.results.${index}: "${label}" is not a result of ${study.slug}; it has ${study.results
              .map((r) => `"${r.label}"`)
              .join(', ')}`,
          ]);
        return result;
      })
    : study.results.slice(0, 3);
  return {
    study,
    results: picked.map(({ value, label, basis }) => ({ value, label, basis })),
    // Off its study, the client's name is the context the reader no longer has; said once for
    // the row, since after each of three figures it read as boilerplate (docs/proof.md#proof-on-every-service-page).
    source: `${study.figureBasis}.`,
    quote: proof.quote
      ? { ...proof.quote, company: study.quote.company, companyUrl: study.quote.companyUrl }
      : study.quote,
  };
}
