import { ArrowRight } from 'lucide-react';
import { TestimonialCard } from '@/components/company/testimonial-card';
import { Section, SectionTitle } from '@/components/sections/section';
import { StatRow } from '@/components/sections/stat-row';
import { getCaseStudy } from '@/lib/content/case-studies';
import type { Service, ServicesPage } from '@/lib/content/services';

interface ServiceProofProps {
  proof: Service['proof'];
  copy: ServicesPage['proof'];
}

/**
 * The proof on every service page (docs/proof.md#proof-on-every-service-page): the case study
 * that shows the service, three results its client reported, and the client's signed quote.
 */
export function ServiceProof({ proof, copy }: ServiceProofProps) {
  const study = getCaseStudy(proof.caseStudy);
  return (
    <Section tone="muted" labelledBy="proof-heading">
      <div className="grid items-start gap-10 lg:grid-cols-12 lg:gap-14" data-service-proof="">
        <div className="lg:col-span-6">
          <SectionTitle id="proof-heading" eyebrow={copy.eyebrow} title={proof.title} />
          <p className="mt-3 text-base leading-relaxed text-ink-600 sm:mt-4 sm:text-lg">
            {proof.intro}
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
          <TestimonialCard testimonial={study.quote} linkLabel={copy.linkLabel} />
        </div>
      </div>
      {/* The full width, so three figures sit side by side without breaking their values. */}
      <h3 className="sr-only">{copy.resultsLabel}</h3>
      <StatRow
        className="mt-10"
        stats={study.results
          .slice(0, 3)
          // Each result's own basis, then whose figure it is: off its study, the client's name
          // is the context the reader no longer has.
          .map(({ value, label, basis }) => ({
            value,
            label,
            basis: `${basis}. ${study.figureBasis}.`,
          }))}
      />
    </Section>
  );
}
