import { Fragment, type ReactNode } from 'react';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { CardGrid, CardGridItem } from '@/components/sections/card-grid';
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
import { categoryTitle, type Technology } from '@/lib/content/technologies';
import { technologyServiceJsonLd } from '@/lib/seo/technology-json-ld';

type Tone = 'white' | 'muted';

interface TechnologyPageProps {
  technology: Technology;
}

/** The one template of every technology page; optional sections render when the file has them. */
export function TechnologyPage({ technology: t }: TechnologyPageProps) {
  const category = categoryTitle(t.category);

  // Optional sections come and go, so the white/muted rhythm is assigned after filtering.
  const sections: { id: string; render: (tone: Tone) => ReactNode }[] = [
    {
      id: 'benefits',
      render: (tone) => (
        <Section tone={tone} labelledBy="benefits-title">
          <SectionHeading id="benefits-title" {...t.benefits} />
          <IconCardGrid items={t.benefits.items} />
        </Section>
      ),
    },
    {
      id: 'stack',
      render: (tone) => (
        <Section tone={tone} labelledBy="stack-title">
          <SectionHeading id="stack-title" {...t.stack} />
          <StackGrid items={t.stack.items} />
        </Section>
      ),
    },
  ];
  if (t.useCases) {
    const useCases = t.useCases;
    sections.push({
      id: 'use-cases',
      render: (tone) => (
        <Section tone={tone} labelledBy="use-cases-title">
          <SectionHeading id="use-cases-title" {...useCases} />
          <IconCardGrid items={useCases.items} />
        </Section>
      ),
    });
  }
  if (t.checklist) {
    const checklist = t.checklist;
    sections.push({
      id: 'checklist',
      render: (tone) => (
        <Section tone={tone} labelledBy="checklist-title">
          <div className="grid gap-10 lg:grid-cols-12">
            <SectionHeading id="checklist-title" className="lg:col-span-5" {...checklist} />
            <div className="card p-6 sm:p-8 lg:col-span-7">
              <FeatureList items={checklist.items} columns={2} />
            </div>
          </div>
        </Section>
      ),
    });
  }
  if (t.projects) {
    const projects = t.projects;
    sections.push({
      id: 'projects',
      render: (tone) => (
        <Section tone={tone} labelledBy="projects-title">
          <SectionHeading id="projects-title" {...projects} />
          <CardGrid columns={3}>
            {projects.items.map((project, index) => (
              <CardGridItem key={project.title} index={index}>
                <ProjectCard project={project} />
              </CardGridItem>
            ))}
          </CardGrid>
        </Section>
      ),
    });
  }
  sections.push({
    id: 'fit',
    render: (tone) => (
      <Section tone={tone} labelledBy="fit-title">
        <SectionHeading id="fit-title" eyebrow={t.fit.eyebrow} title={t.fit.title} />
        <FitPanel name={t.name} recommend={t.fit.recommend} avoid={t.fit.avoid} />
      </Section>
    ),
  });
  if (t.approach) {
    const approach = t.approach;
    sections.push({
      id: 'approach',
      render: (tone) => (
        <Section tone={tone} labelledBy="approach-title">
          <div className="grid gap-10 lg:grid-cols-12">
            <SectionHeading id="approach-title" className="lg:col-span-5" {...approach} />
            <div className="lg:col-span-7">
              <Timeline
                entries={approach.steps.map((step, index) => ({
                  marker: `Step ${index + 1}`,
                  title: step.title,
                  description: step.description,
                }))}
              />
            </div>
          </div>
        </Section>
      ),
    });
  }

  const facts = (
    <TechnologyFacts name={t.name} category={category} mark={t.mark} facts={t.hero.facts} />
  );

  return (
    <main data-page="technology">
      <JsonLdScript data={technologyServiceJsonLd(t)} />
      <PageHero
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { name: 'Technologies', path: '/technologies' },
              { name: t.name, path: t.href },
            ]}
          />
        }
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        intro={<p>{t.hero.intro}</p>}
        actions={<HeroActions primary={t.hero.primary} secondary={t.hero.secondary} />}
        aside={facts}
      >
        <div className="lg:hidden">{facts}</div>
      </PageHero>
      {sections.map((section, index) => (
        <Fragment key={section.id}>{section.render(index % 2 === 0 ? 'white' : 'muted')}</Fragment>
      ))}
      <CtaBand {...t.cta} />
    </main>
  );
}
