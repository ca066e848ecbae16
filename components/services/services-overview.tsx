import { ContentHero } from '@/components/company/content-hero';
import { CardList } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroHighlights } from '@/components/sections/hero-highlights';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section, SectionHeading } from '@/components/sections/section';
import { ServiceCard } from '@/components/services/service-card';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { ServiceGuide } from '@/components/services/service-guide';
import { ServicesHeroArt } from '@/components/services/services-hero-art';
import { type ServicesPageView } from '@/lib/content/services';
import { indexCrumbs } from '@/lib/seo/index-crumbs';

/** A band's heading from its copy, the intro as a paragraph. */
function OverviewHeading({
  id,
  copy,
}: {
  id: string;
  copy: { eyebrow: string; title: string; intro: string };
}) {
  return (
    <SectionHeading id={id} eyebrow={copy.eyebrow} title={copy.title} intro={<p>{copy.intro}</p>} />
  );
}

interface ServicesOverviewProps {
  page: ServicesPageView;
}

/**
 * The services overview: hero, the guide to every service page by situation, the eight main
 * services as cards, why choose us, the process, closing CTA. The guide lists every page, so the
 * cards need no row of the pages without a card.
 */
export function ServicesOverview({ page }: ServicesOverviewProps) {
  const { hero, guide, cards, whyChoose, process, cta } = page;
  return (
    <main data-page="services">
      <ContentHero
        hero={hero}
        crumb={indexCrumbs.services}
        drawing={<ServicesHeroArt drawing={hero.drawing} />}
      >
        {hero.highlights && <HeroHighlights items={hero.highlights} label={hero.highlightsLabel} />}
      </ContentHero>

      <ServiceGuide guide={guide} />

      <Section tone="muted" labelledBy="services-heading">
        <OverviewHeading id="services-heading" copy={cards} />
        <CardList columns={4} items={cards.items} keyOf={(card) => card.service}>
          {(card) => <ServiceCard card={card} />}
        </CardList>
      </Section>

      <Section labelledBy="why-heading">
        <OverviewHeading id="why-heading" copy={whyChoose} />
        <IconCardGrid items={whyChoose.items} columns={3} />
      </Section>

      <Section tone="muted" labelledBy="process-heading">
        <OverviewHeading id="process-heading" copy={process} />
        <ProcessSteps steps={process.steps} />
      </Section>

      <CtaBand {...cta} text={<p>{cta.text}</p>} />
    </main>
  );
}
