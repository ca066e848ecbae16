import { ArrowRight, Sparkles } from 'lucide-react';
import { CaseStudyCard } from '@/components/case-studies/case-study-card';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { CardGrid, CardGridItem } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { StatRow } from '@/components/sections/stat-row';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getCaseStudies, getCaseStudiesPage } from '@/lib/content/case-studies';
import { caseStudyListJsonLd } from '@/lib/seo/case-study-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...getCaseStudiesPage().seo, path: '/case-studies' });

export default function CaseStudiesPage() {
  const page = getCaseStudiesPage();
  const studies = getCaseStudies();
  const featured = studies.filter((s) => s.featured);
  return (
    <main>
      <JsonLdScript data={caseStudyListJsonLd(studies, 'Case studies', '/case-studies')} />
      <PageHero
        breadcrumbs={<Breadcrumbs trail={[{ name: 'Case Studies', path: '/case-studies' }]} />}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={<p>{page.hero.intro}</p>}
      />
      <Section tone="muted" labelledBy="case-studies-stats">
        <h2 id="case-studies-stats" className="sr-only">
          Our work in numbers
        </h2>
        <StatRow stats={page.stats} />
      </Section>
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
      <Section labelledBy="all-case-studies">
        <SectionHeading id="all-case-studies" {...page.all} />
        <CardGrid>
          {studies.map((study, index) => (
            <CardGridItem key={study.slug} index={index}>
              <CaseStudyCard study={study} />
            </CardGridItem>
          ))}
          <CardGridItem index={studies.length}>
            <div className="flex w-full flex-col justify-center rounded-(--radius-card) border-2 border-dashed border-brand-200 bg-brand-50/60 p-6 sm:p-8">
              <div>
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white text-accent-600 ring-1 ring-brand-100">
                  <Sparkles className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-xl font-bold">{page.nextProject.title}</h3>
                <p className="mt-3 leading-relaxed text-ink-600">{page.nextProject.text}</p>
              </div>
              <a
                href={page.nextProject.href}
                className="mt-6 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
              >
                {page.nextProject.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            </div>
          </CardGridItem>
        </CardGrid>
      </Section>
      <CtaBand {...page.cta} />
    </main>
  );
}
