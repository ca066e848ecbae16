import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { LeaderCard } from '@/components/company/leader-card';
import { Timeline } from '@/components/sections/timeline';
import { StoryFacts } from '@/components/company/story-facts';
import { NumberedList } from '@/components/company/numbered-list';
import { PurposeStatements } from '@/components/company/purpose-statements';
import { SplitLayout } from '@/components/company/split-layout';
import { CardList } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ContentHero } from '@/components/company/content-hero';
import { NumbersBand } from '@/components/company/numbers-band';
import { Section, SectionHeading } from '@/components/sections/section';
import type { AboutPage as AboutPageContent } from '@/lib/content/pages';
import { getLeadership } from '@/lib/content/people';

interface AboutPageProps {
  about: AboutPageContent;
  path: string;
}

/** The about page: hero, numbers, story, purpose and values, timeline, leadership, recognition. */
export function AboutPage({ about, path }: AboutPageProps) {
  const { story, purpose, timeline, leadership, values, recognition } = about;
  return (
    <main>
      <ContentHero hero={about.hero} crumb={{ name: 'About', path }} />
      <NumbersBand id="about-numbers" heading={about.statsHeading} stats={about.stats} />
      <Section labelledBy="story-heading">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-7">
            <SectionHeading id="story-heading" eyebrow={story.eyebrow} title={story.title} />
            <div className="space-y-5 text-lg leading-relaxed text-ink-700">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="lg:col-span-5">
            <StoryFacts title={story.factsTitle} facts={story.facts} />
          </div>
        </div>
      </Section>
      <Section tone="muted" labelledBy="purpose-heading">
        <SectionHeading id="purpose-heading" {...purpose} />
        <PurposeStatements items={purpose.items} />
        {/* The values belong to the same section: one list of values on the page. An
            editorial list under the mission and the vision, which are statements, not cards. */}
        <SplitLayout
          className="mt-16 sm:mt-24"
          aside={
            <>
              <p className="eyebrow">{values.title}</p>
              {values.intro && (
                <p className="mt-4 font-display text-2xl leading-snug font-semibold text-ink-900">
                  {values.intro}
                </p>
              )}
            </>
          }
        >
          <NumberedList items={values.items} />
        </SplitLayout>
      </Section>
      <Section labelledBy="timeline-heading">
        <SectionHeading id="timeline-heading" {...timeline} />
        <Timeline
          across
          entries={timeline.items.map((item) => ({
            marker: item.year,
            title: item.title,
            description: item.text,
            items: item.points,
          }))}
        />
      </Section>
      <Section tone="muted" labelledBy="leadership-heading">
        <SectionHeading id="leadership-heading" {...leadership} />
        <CardList columns={2} items={getLeadership()} keyOf={(person) => person.id}>
          {(person) => <LeaderCard person={person} expertiseLabel={leadership.expertiseLabel} />}
        </CardList>
      </Section>
      {/* White after the leadership's tinted band: the bands alternate down the page. */}
      <Section labelledBy="recognition-heading">
        <SectionHeading id="recognition-heading" {...recognition} />
        <IconCardGrid
          items={recognition.items.map(({ icon, title, items }) => ({
            icon,
            title,
            points: items,
          }))}
        />
      </Section>
      <CtaBand {...about.cta} />
    </main>
  );
}
