import type { Metadata } from 'next';
import { PartnerTypesTable } from '@/components/company/partner-types-table';
import { PointGrid } from '@/components/company/point-grid';
import { StepTimelineSection } from '@/components/company/step-timeline-section';
import { CtaBand } from '@/components/sections/cta-band';
import { ContentHero } from '@/components/company/content-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { getPartnersPage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/partners';

export const metadata: Metadata = pageMetadata({ ...getPartnersPage().seo, path: PATH });

export default function PartnersPage() {
  const partners = getPartnersPage();
  const { types, whyPartner, process } = partners;
  return (
    <main>
      <ContentHero hero={partners.hero} crumb={{ name: 'Partners', path: PATH }} />
      <Section labelledBy="types-heading">
        <SectionHeading id="types-heading" {...types} />
        <PartnerTypesTable labelledBy="types-heading" types={types} />
      </Section>
      <Section id="why-partner" tone="muted" labelledBy="why-partner-heading">
        <SectionHeading id="why-partner-heading" {...whyPartner} />
        <PointGrid points={whyPartner.points} className="@min-[60rem]/page:grid-cols-3" />
      </Section>
      <StepTimelineSection id="process" copy={process} />
      <CtaBand {...partners.cta} />
    </main>
  );
}
