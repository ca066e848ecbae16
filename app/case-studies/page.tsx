import { CaseStudyCard } from '@/components/case-studies/case-study-card';
import { StudiesTimeline, StudiesTimelineRow } from '@/components/case-studies/studies-timeline';
import { CardList } from '@/components/sections/card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { CtaBand } from '@/components/sections/cta-band';
import { NumbersBand } from '@/components/company/numbers-band';
import { Section, SectionHeading } from '@/components/sections/section';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getCaseStudies, getCaseStudiesPage } from '@/lib/content/case-studies';
import { splitFeatured } from '@/lib/content/case-study-order';
import { caseStudyListJsonLd } from '@/lib/seo/case-study-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { indexCrumbs } from '@/lib/seo/index-crumbs';

export const metadata = pageMetadata({ ...getCaseStudiesPage().seo, path: '/case-studies' });

export default function CaseStudiesPage() {
  const page = getCaseStudiesPage();
  const studies = getCaseStudies();
  // The same order each study's "next" link follows (lib/content/case-study-order.ts).
  const { featured, others } = splitFeatured(studies);
  return (
    <main>
      <JsonLdScript data={caseStudyListJsonLd(studies, 'Case studies', '/case-studies')} />
      {/* The drawing beside the heading is the studies themselves, from their content. */}
      <PageHero
        trail={[indexCrumbs.caseStudies]}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
        aside={<StudiesTimeline studies={studies} caption={page.hero.chartCaption} />}
        sideBelow="drawing"
        sideCompact={<StudiesTimelineRow studies={studies} />}
      />
      <NumbersBand
        id="case-studies-stats"
        heading={page.statsHeading}
        stats={page.stats}
        note={page.statsNote.replace('{count}', String(studies.length))}
      />
      {featured.length > 0 && (
        <Section labelledBy="featured-case-studies" className="pb-0 sm:pb-0">
          <SectionHeading id="featured-case-studies" {...page.featured} />
          <ul className="grid gap-8" data-list="featured">
            {featured.map((study) => (
              <li key={study.slug} className="flex">
                <CaseStudyCard study={study} variant="featured" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {/* Featured studies are shown above; the library lists the rest, each once. */}
      {others.length > 0 && (
        <Section labelledBy="all-case-studies">
          <SectionHeading id="all-case-studies" {...page.all} />
          <CardList items={others} keyOf={(study) => study.slug}>
            {(study) => <CaseStudyCard study={study} />}
          </CardList>
        </Section>
      )}
      <CtaBand {...page.cta} />
    </main>
  );
}
