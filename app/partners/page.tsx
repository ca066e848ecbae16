import type { Metadata } from 'next';
import { HeroActions } from '@/components/sections/hero-actions';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PointGrid } from '@/components/company/point-grid';
import { SplitLayout } from '@/components/company/split-layout';
import { StepTimeline } from '@/components/company/step-timeline';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { getPartnersPage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/partners';

export function generateMetadata(): Metadata {
  return pageMetadata({ ...getPartnersPage().seo, path: PATH });
}

export default function PartnersPage() {
  const partners = getPartnersPage();
  const { types, whyPartner, process } = partners;
  return (
    <main>
      <PageHero
        breadcrumbs={<Breadcrumbs trail={[{ name: 'Partners', path: PATH }]} />}
        eyebrow={partners.hero.eyebrow}
        title={partners.hero.title}
        art={partners.hero.art}
        intro={<p>{partners.hero.intro}</p>}
        actions={
          <HeroActions primary={partners.hero.primary} secondary={partners.hero.secondary} />
        }
      />
      <Section labelledBy="types-heading">
        <SectionHeading id="types-heading" {...types} />
        <IconCardGrid items={types.items} columns={2} />
      </Section>
      <Section id="why-partner" tone="muted" labelledBy="why-partner-heading">
        <SectionHeading id="why-partner-heading" {...whyPartner} />
        <PointGrid points={whyPartner.points} className="lg:grid-cols-3" />
      </Section>
      <Section labelledBy="process-heading">
        <SplitLayout aside={<SectionHeading id="process-heading" {...process} className="mb-0!" />}>
          <StepTimeline steps={process.items} />
        </SplitLayout>
      </Section>
      <CtaBand {...partners.cta} />
    </main>
  );
}
