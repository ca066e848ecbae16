import { CardList } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroActions } from '@/components/sections/hero-actions';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { TechnologyCard } from '@/components/technologies/technology-card';
import { TechnologyRows } from '@/components/technologies/technology-rows';
import { PrincipleList } from '@/components/technologies/principle-list';
import { StudyStacksArt, StudyStacksTable } from '@/components/technologies/study-stacks-art';
import { getCaseStudies } from '@/lib/content/case-studies';
import { getTechnologies, getTechnologiesPage } from '@/lib/content/technologies';
import { overviewGroups } from '@/lib/content/technology-cards';
import { studyStacks } from '@/lib/content/study-stacks';
import { caseStudiesUsing } from '@/lib/content/technology-case-studies';
import { pageMetadata } from '@/lib/seo/metadata';
import { indexCrumbs } from '@/lib/seo/index-crumbs';

const page = getTechnologiesPage();

export const metadata = pageMetadata({ ...page.seo, path: '/technologies' });

export default function TechnologiesPage() {
  const clientsOf = (technology: Parameters<typeof caseStudiesUsing>[0]) =>
    caseStudiesUsing(technology).map((study) => study.quote.company);
  const groups = overviewGroups(page, getTechnologies(), clientsOf);
  // The hero draws the studies' stacks side by side: how the technologies below fit together.
  const stacks = studyStacks(
    page.groups,
    getTechnologies(),
    getCaseStudies().map((study) => study.quote.company),
    clientsOf,
  );

  return (
    <main data-page="technologies">
      <PageHero
        trail={[indexCrumbs.technologies]}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        actions={<HeroActions primary={page.hero.primary} secondary={page.hero.secondary} />}
        aside={<StudyStacksArt {...stacks} />}
        sideBelow="drawing"
        sideCompact={<StudyStacksTable {...stacks} />}
      >
        <nav aria-label="Technology groups">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-white/20 bg-white/5 px-4 text-sm font-semibold text-white hover:bg-white/15"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {groups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          tone={index % 2 === 0 ? 'white' : 'muted'}
          labelledBy={`${group.id}-title`}
        >
          <SectionHeading
            id={`${group.id}-title`}
            eyebrow={`${group.cards.length} ${group.cards.length === 1 ? 'technology' : 'technologies'}`}
            title={group.title}
            intro={group.intro}
          />
          {/* Rows on a phone, cards from 640 px (docs/reader-settings.md#technologies-on-a-phone). */}
          <TechnologyRows cards={group.cards} />
          <CardList
            columns={group.cards.length % 4 === 0 ? 4 : 3}
            className="max-sm:hidden"
            items={group.cards}
            keyOf={(card) => card.id}
          >
            {(card) => <TechnologyCard card={card} />}
          </CardList>
        </Section>
      ))}

      <Section tone={groups.length % 2 === 0 ? 'white' : 'muted'} labelledBy="principles-title">
        <SectionHeading id="principles-title" {...page.principles} />
        <PrincipleList items={page.principles.items} />
      </Section>

      <CtaBand {...page.cta} />
    </main>
  );
}
