import { ArrowRight } from 'lucide-react';
import { TestimonialCard } from '@/components/company/testimonial-card';
import { Section, SectionTitle } from '@/components/sections/section';
import { StatRow } from '@/components/sections/stat-row';
import { serviceProof } from '@/lib/content/service-proof';
import type { Service, ServicesPage } from '@/lib/content/services';
import { keepPhrasesWhole } from '@/lib/content/unbreakable-units';

interface ServiceProofProps {
  service: Service;
  copy: ServicesPage['proof'];
  /** The band's tone: the other one than the section above it. */
  tone: 'white' | 'muted';
}

/**
 * The proof on every service page (docs/proof.md#proof-on-every-service-page): the case study
 * that shows the service, three results its client reported, and a signed quote from the client.
 */
export function ServiceProof({ service, copy, tone }: ServiceProofProps) {
  const { proof } = service;
  const { study, results, quote, source } = serviceProof(service);
  return (
    <Section tone={tone} labelledBy="proof-heading">
      <div className="grid items-start gap-10 lg:grid-cols-12 lg:gap-14" data-service-proof="">
        <div className="lg:col-span-6">
          <SectionTitle id="proof-heading" eyebrow={copy.eyebrow} title={proof.title} />
          <p className="mt-3 text-base leading-relaxed text-ink-600 sm:mt-4 sm:text-lg">
            {keepPhrasesWhole(proof.intro)}
          </p>
          <a
            href={study.path}
            className="mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {copy.linkLabel}
            <span className="sr-only">: {study.title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
        <div className="flex lg:col-span-6">
          <TestimonialCard testimonial={quote} linkLabel={copy.linkLabel} />
        </div>
      </div>
      {/* The full width, so three figures sit side by side without breaking their values. */}
      <h3 className="sr-only">{copy.resultsLabel}</h3>
      {/* Terms such as "SOC 2 Type II" stay on one line in the narrow tiles. */}
      <StatRow
        className="mt-10"
        stats={results.map((result) => ({
          ...result,
          label: keepPhrasesWhole(result.label),
          basis: keepPhrasesWhole(result.basis),
        }))}
        sharedBasis={{ id: 'proof-source', text: source }}
      />
    </Section>
  );
}
