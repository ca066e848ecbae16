import { ContentHero } from '@/components/company/content-hero';
import { CardList } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroHighlights } from '@/components/sections/hero-highlights';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section, SectionHeading } from '@/components/sections/section';
import { ServiceCard } from '@/components/services/service-card';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { LinkButton } from '@/components/ui/link-button';
import { getService, type ServicesPageView } from '@/lib/content/services';
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

/** The services overview: hero, the service cards, why choose us, the process, closing CTA. */
export function ServicesOverview({ page }: ServicesOverviewProps) {
  const { hero, cards, more, whyChoose, process, cta } = page;
  return (
    <main data-page="services">
      <ContentHero hero={hero} crumb={indexCrumbs.services}>
        {hero.highlights && <HeroHighlights items={hero.highlights} label={hero.highlightsLabel} />}
      </ContentHero>

      <Section tone="muted" labelledBy="services-heading">
        <OverviewHeading id="services-heading" copy={cards} />
        <CardList columns={4} items={cards.items} keyOf={(card) => card.service}>
          {(card) => <ServiceCard card={card} />}
        </CardList>
        <div className="mt-12 flex flex-col gap-4 border-t border-ink-200 pt-8 lg:flex-row lg:items-center">
          <h3 className="shrink-0 text-base font-semibold text-ink-700">{more.title}</h3>
          <ul className="flex flex-wrap gap-3">
            {more.services.map((slug) => {
              const service = getService(slug);
              return (
                <li key={slug}>
                  <LinkButton href={service.path} variant="ghost">
                    {service.name}
                    <span aria-hidden="true">→</span>
                  </LinkButton>
                </li>
              );
            })}
          </ul>
        </div>
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
