import type { Metadata } from 'next';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PointGrid } from '@/components/company/point-grid';
import { SplitLayout } from '@/components/company/split-layout';
import { StepTimelineSection } from '@/components/company/step-timeline-section';
import { CtaBand, type CtaAction } from '@/components/sections/cta-band';
import { ContentHero } from '@/components/company/content-hero';
import { NumbersBand } from '@/components/company/numbers-band';
import { PayBands } from '@/components/company/pay-bands';
import { Section, SectionHeading } from '@/components/sections/section';
import { getCareersPage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

const PATH = '/careers';

export const metadata: Metadata = pageMetadata({ ...getCareersPage().seo, path: PATH });

export default function CareersPage() {
  const careers = getCareersPage();
  const { benefits, roles, pay, culture, hiring } = careers;
  // Every 'View Open Positions' button opens the external job board in a new tab.
  const openPositions: CtaAction = {
    label: careers.jobsLabel,
    href: site.jobBoardUrl,
    external: true,
  };
  return (
    <main>
      <ContentHero
        hero={{ ...careers.hero, primary: openPositions }}
        crumb={{ name: 'Careers', path: PATH }}
      />
      <NumbersBand id="team-numbers" heading={careers.statsHeading} stats={careers.stats} />
      <Section labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" {...benefits} />
        <IconCardGrid items={benefits.items} />
      </Section>
      <Section id="culture" tone="muted" labelledBy="culture-heading">
        <SplitLayout
          aside={
            <>
              <SectionHeading
                id="culture-heading"
                eyebrow={culture.eyebrow}
                title={culture.title}
                className="mb-6!"
              />
              <div className="space-y-4 text-lg leading-relaxed text-ink-700">
                {culture.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </>
          }
        >
          <PointGrid points={culture.points} className="lg:pt-12" />
        </SplitLayout>
      </Section>
      <StepTimelineSection id="hiring" copy={hiring} />
      <Section id="roles" tone="muted" labelledBy="roles-heading">
        <SectionHeading id="roles-heading" {...roles} />
        <IconCardGrid items={roles.items} />
        <PayBands id="pay-heading" pay={pay} />
      </Section>
      <CtaBand
        title={careers.cta.title}
        text={careers.cta.text}
        primary={openPositions}
        secondary={careers.cta.secondary}
      />
    </main>
  );
}
