import type { ReactNode } from 'react';
import { ArchitectureSection } from '@/components/sections/architecture-section';
import { byTitle, CardList, InfoCard } from '@/components/sections/card-grid';
import { Comparison } from '@/components/sections/comparison';
import { FaqList } from '@/components/sections/faq-list';
import { FeatureList } from '@/components/sections/feature-list';
import { HighlightFigure } from '@/components/sections/highlight-figure';
import { Pipeline } from '@/components/sections/pipeline';
import { ProcessSteps } from '@/components/sections/process-steps';
import { ProjectShowcase } from '@/components/sections/project-showcase';
import { Section, SectionHeading } from '@/components/sections/section';
import { SolutionCard } from '@/components/sections/solution-card';
import { StatRow } from '@/components/sections/stat-row';
import { TechTags } from '@/components/sections/tech-tags';
import { Timeline } from '@/components/sections/timeline';
import { CardPrice } from '@/components/sections/card-price';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { LinkButton } from '@/components/ui/link-button';
import { UnbrokenRanges } from '@/components/ui/unbroken-ranges';
import type { PageSection } from '@/lib/content/section-schemas';
import { keepPhrasesWhole } from '@/lib/content/unbreakable-units';
import { priceFromTag } from '@/lib/content/price-tag';
import { slugify } from '@/lib/utils/slugify';

type Tone = 'white' | 'muted' | 'brand';

/** Each section's band: white and muted in turn after a white hero, highlights dark. */
export function sectionTones(sections: PageSection[], after: Tone = 'white'): Tone[] {
  let previous: Tone = after;
  return sections.map((section) => {
    previous = section.type === 'highlight' ? 'brand' : previous === 'muted' ? 'white' : 'muted';
    return previous;
  });
}

/** The band after the sections, so it never repeats the last one's tone. */
export function toneAfter(sections: PageSection[], after?: Tone): 'white' | 'muted' {
  return (sectionTones(sections, after).at(-1) ?? after) === 'muted' ? 'white' : 'muted';
}

/**
 * Renders a content file's sections in order, alternating white and muted bands (highlights
 * are dark), so every service and product page keeps the same rhythm.
 */
export function PageSections({
  sections,
  after,
}: {
  sections: PageSection[];
  /** The band before these sections, when a page sets a section of its own among them. */
  after?: Tone;
}) {
  const tones = sectionTones(sections, after);
  return sections.map((section, index) => {
    const tone = tones[index]!;
    const id = `${slugify(section.title)}-${index + 1}`;
    return (
      <Section key={id} tone={tone} labelledBy={id}>
        {!HEADING_INSIDE.has(section.type) && <Heading section={section} id={id} />}
        <SectionBody section={section} id={id} />
        {section.action && (
          <div className="mt-10">
            <LinkButton href={section.action.href} variant={tone === 'brand' ? 'on-dark' : 'ghost'}>
              {section.action.label}
              <span aria-hidden="true">→</span>
            </LinkButton>
          </div>
        )}
      </Section>
    );
  });
}

function Heading({
  section,
  id,
  className,
}: {
  section: PageSection;
  id: string;
  className?: string;
}) {
  return (
    <SectionHeading
      id={id}
      eyebrow={section.eyebrow}
      title={section.title}
      intro={section.intro && <p>{section.intro}</p>}
      className={className}
    />
  );
}

/** Sections that place their own heading (beside the body, or hidden); the rest get it above. */
const HEADING_INSIDE = new Set<PageSection['type']>(['stats', 'split', 'highlight', 'faq']);

function SectionBody({ section, id }: { section: PageSection; id: string }): ReactNode {
  switch (section.type) {
    case 'stats':
      return (
        <>
          {section.eyebrow || section.intro ? (
            <Heading section={section} id={id} />
          ) : (
            <h2 id={id} className="sr-only">
              {section.title}
            </h2>
          )}
          {/* A basis such as "Paysprout's median is 22 minutes" keeps its terms on one line. */}
          <StatRow
            stats={section.items.map((item) => ({ ...item, basis: keepPhrasesWhole(item.basis) }))}
          />
        </>
      );
    case 'cards':
      return (
        <CardList columns={section.columns} items={section.items} keyOf={byTitle}>
          {(card) => {
            // A tag that states a price is shown as one; badges are for durations and sizes.
            const price = card.price ?? priceFromTag(card.tag);
            return (
              <InfoCard
                icon={card.icon && <Icon name={card.icon} />}
                title={card.title}
                badge={
                  !price &&
                  card.tag && (
                    <Badge tone="accent">
                      <UnbrokenRanges text={card.tag} />
                    </Badge>
                  )
                }
                footer={
                  card.points && (
                    <FeatureList items={card.points} className="text-sm text-ink-800" />
                  )
                }
              >
                {price && <CardPrice {...price} />}
                <p>
                  <UnbrokenRanges text={card.text} />
                </p>
              </InfoCard>
            );
          }}
        </CardList>
      );
    case 'checklist':
      return (
        <div className="card p-6 sm:p-8">
          <FeatureList items={section.items} columns={section.columns} className="text-ink-800" />
        </div>
      );
    case 'split':
      return (
        // Top-aligned: the box starts level with the heading, not halfway down the paragraphs.
        <div className="grid gap-10 lg:grid-cols-12 lg:items-start lg:gap-16">
          <div className="lg:col-span-7">
            {/* The body reads as the heading's intro: the same gap, size and colour. */}
            <Heading section={section} id={id} className="mb-4! sm:mb-5!" />
            <div className="space-y-4 text-base leading-relaxed text-ink-600 sm:text-lg">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          {section.points && (
            <div className="lg:col-span-5">
              <div className="card bg-brand-50/60 p-6 sm:p-8">
                <FeatureList items={section.points} className="text-ink-800" />
              </div>
            </div>
          )}
        </div>
      );
    case 'roles':
      return (
        <CardList
          columns={section.groups.length === 4 ? 4 : 3}
          items={section.groups}
          keyOf={byTitle}
        >
          {(group) => (
            <InfoCard icon={<Icon name={group.icon} />} title={group.title}>
              <TechTags items={group.roles} label={`${group.title} roles`} />
            </InfoCard>
          )}
        </CardList>
      );
    case 'process':
      return <ProcessSteps steps={section.steps} />;
    case 'timeline':
      return <Timeline entries={section.entries} across />;
    case 'architecture':
      return <ArchitectureSection section={section} id={id} />;
    case 'projects':
      return (
        <CardList
          columns={section.items.length === 2 || section.items.length === 4 ? 2 : 3}
          items={section.items}
          keyOf={(project) => project.name}
        >
          {(project) => <ProjectShowcase project={project} />}
        </CardList>
      );
    case 'solutions':
      return (
        <CardList
          columns={section.items.length === 3 ? 3 : 2}
          items={section.items}
          keyOf={byTitle}
        >
          {(solution) => <SolutionCard solution={solution} />}
        </CardList>
      );
    case 'highlight':
      return (
        <div className="grid items-center gap-10 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-7">
            <Heading section={section} id={id} className="mb-8" />
            <FeatureList items={section.points} columns={2} className="text-brand-100" />
          </div>
          <div className="lg:col-span-5">
            <HighlightFigure figure={section.figure} />
          </div>
        </div>
      );
    // Drawn sections (docs/drawn-sections.md).
    case 'pipeline':
      return (
        <Pipeline
          id={`${id}-caption`}
          caption={section.caption}
          stages={section.stages}
          total={section.total}
        />
      );
    case 'comparison':
      return <Comparison id={`${id}-caption`} caption={section.caption} items={section.items} />;
    case 'faq':
      return (
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-4">
            <Heading section={section} id={id} className="mb-0" />
          </div>
          <div className="lg:col-span-8">
            <FaqList items={section.items} open={section.open} />
          </div>
        </div>
      );
  }
}
