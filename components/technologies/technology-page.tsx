import type { ReactNode } from 'react';
import { byTitle, CardList } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroActions } from '@/components/sections/hero-actions';
import { FeatureList } from '@/components/sections/feature-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { Timeline } from '@/components/sections/timeline';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { FitPanel } from '@/components/technologies/fit-panel';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { ProjectCard } from '@/components/technologies/project-card';
import { StackGrid } from '@/components/technologies/stack-grid';
import { TechnologyFacts } from '@/components/technologies/technology-facts';
import { CaseStudyCard } from '@/components/case-studies/case-study-card';
import { caseStudiesUsing } from '@/lib/content/technology-case-studies';
import { categoryTitle, getTechnologiesPage, type Technology } from '@/lib/content/technologies';
import { technologyServiceJsonLd } from '@/lib/seo/technology-json-ld';
import { indexCrumbs } from '@/lib/seo/index-crumbs';

type Tone = 'white' | 'muted';

interface TechnologyPageProps {
  technology: Technology;
}

/** One band of the page: its heading (h2 id `<id>-title`) above the body, or beside it. */
interface Band {
  id: string;
  heading: { eyebrow?: string; title: string; intro?: string };
  beside?: boolean;
  body: ReactNode;
}

function BandSection({ band, tone }: { band: Band; tone: Tone }) {
  const titleId = `${band.id}-title`;
  if (!band.beside)
    return (
      <Section tone={tone} labelledBy={titleId}>
        <SectionHeading id={titleId} {...band.heading} />
        {band.body}
      </Section>
    );
  return (
    <Section tone={tone} labelledBy={titleId}>
      <div className="grid gap-10 lg:grid-cols-12">
        <SectionHeading id={titleId} className="lg:col-span-5" {...band.heading} />
        {band.body}
      </div>
    </Section>
  );
}

/** The one template of every technology page; optional sections render when the file has them. */
export function TechnologyPage({ technology: t }: TechnologyPageProps) {
  const category = categoryTitle(t.category);
  const { useCases, checklist, projects, approach } = t;
  const studies = caseStudiesUsing(t);
  const studiesHeading = getTechnologiesPage().caseStudies;
  const named = (words: string) => words.replaceAll('{name}', t.name);

  const bands: (Band | false | undefined)[] = [
    { id: 'benefits', heading: t.benefits, body: <IconCardGrid items={t.benefits.items} /> },
    { id: 'stack', heading: t.stack, body: <StackGrid items={t.stack.items} /> },
    useCases && {
      id: 'use-cases',
      heading: useCases,
      body: <IconCardGrid items={useCases.items} />,
    },
    checklist && {
      id: 'checklist',
      heading: checklist,
      beside: true,
      body: (
        <div className="card p-6 sm:p-8 lg:col-span-7">
          <FeatureList items={checklist.items} columns={2} />
        </div>
      ),
    },
    projects && {
      id: 'projects',
      heading: projects,
      body: (
        <CardList columns={3} items={projects.items} keyOf={byTitle}>
          {(project) => <ProjectCard project={project} />}
        </CardList>
      ),
    },
    studies.length > 0 && {
      id: 'case-studies',
      heading: {
        eyebrow: studiesHeading.eyebrow,
        title: named(studiesHeading.title),
        intro: named(studiesHeading.intro),
      },
      body:
        // One study reads best wide, with its cover beside the text.
        studies.length === 1 ? (
          <CaseStudyCard study={studies[0]!} variant="featured" coverLoading="lazy" />
        ) : (
          <CardList columns={2} items={studies} keyOf={(study) => study.slug}>
            {(study) => <CaseStudyCard study={study} coverLoading="lazy" />}
          </CardList>
        ),
    },
    {
      id: 'fit',
      heading: { eyebrow: t.fit.eyebrow, title: t.fit.title },
      body: <FitPanel name={t.name} recommend={t.fit.recommend} avoid={t.fit.avoid} />,
    },
    approach && {
      id: 'approach',
      heading: approach,
      beside: true,
      body: (
        <div className="lg:col-span-7">
          <Timeline
            entries={approach.steps.map((step, index) => ({
              marker: `Step ${index + 1}`,
              title: step.title,
              description: step.description,
            }))}
          />
        </div>
      ),
    },
  ];
  // Optional sections come and go, so the white/muted rhythm is assigned after filtering.
  const present = bands.filter((band): band is Band => Boolean(band));

  const facts = (
    <TechnologyFacts name={t.name} category={category} mark={t.mark} facts={t.hero.facts} />
  );

  return (
    <main data-page="technology">
      <JsonLdScript data={technologyServiceJsonLd(t)} />
      <PageHero
        trail={[indexCrumbs.technologies, { name: t.name, path: t.href }]}
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={<p>{t.hero.intro}</p>}
        actions={<HeroActions primary={t.hero.primary} secondary={t.hero.secondary} />}
        aside={facts}
      >
        <div className="lg:hidden">{facts}</div>
      </PageHero>
      {present.map((band, index) => (
        <BandSection key={band.id} band={band} tone={index % 2 === 0 ? 'white' : 'muted'} />
      ))}
      <CtaBand {...t.cta} />
    </main>
  );
}
