import { AddressBreaks } from '@/components/ui/address-breaks';
import { Building2, CalendarDays, Globe, Mail, Users, Zap } from 'lucide-react';
import { accents } from '@/components/case-studies/accent';
import { ClientQuote } from '@/components/case-studies/client-quote';
import { MetricBanner } from '@/components/case-studies/metric-banner';
import { ProjectOverview } from '@/components/case-studies/project-overview';
import { ImpactComparison } from '@/components/case-studies/impact-comparison';
import { ResultMetrics } from '@/components/case-studies/result-metrics';
import { NextStudy } from '@/components/case-studies/next-study';
import { TechList } from '@/components/case-studies/tech-list';
import { WhatsNext } from '@/components/case-studies/whats-next';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Band } from '@/components/case-studies/band';
import { StudyBands } from '@/components/case-studies/study-bands';
import { Section } from '@/components/sections/section';
import { StatRow } from '@/components/sections/stat-row';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import {
  getCaseStudies,
  getCaseStudiesPage,
  HERO_TECHNOLOGY_LIMIT,
  type CaseStudy,
} from '@/lib/content/case-studies';
import { nextStudy } from '@/lib/content/case-study-order';
import { caseStudyJsonLd } from '@/lib/seo/case-study-json-ld';
import { site } from '@/lib/site';
import { Illustration } from '@/components/ui/illustration';
import { CoverBand, COVER_SIZES } from '@/components/case-studies/cover-band';
import { indexCrumbs } from '@/lib/seo/index-crumbs';

/**
 * The one template of every case study page: the hero, the headline figures and the client, then
 * the bands in the study's own order (docs/case-studies.md#sections-per-study), then the quote,
 * the results, the study's next phase, the next study and the call to action.
 */
export function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const { sections } = study;
  const accent = accents[study.color];
  const templateCopy = getCaseStudiesPage().study;
  const websiteHost = new URL(site.url).host;
  // Scale figures without a basis of their own are the client's: said once, under the band.
  const scaleSource = study.scale?.some((stat) => !stat.basis) ? study.figureBasis : undefined;
  return (
    <main data-page="case-study" className={accent.eyebrows}>
      <JsonLdScript data={caseStudyJsonLd(study)} />
      <PageHero
        trail={[indexCrumbs.caseStudies, { name: study.tag, path: study.path }]}
        eyebrow={
          <span
            data-hero-tag=""
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 ring-1 ring-white/20"
          >
            <Zap className="size-4" aria-hidden="true" />
            {study.tag}
          </span>
        }
        title={study.title}
        intro={<p>{study.shortDesc}</p>}
        aside={
          study.cover && (
            <Illustration
              {...study.cover}
              sizes={COVER_SIZES}
              fetchPriority="high"
              className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
            />
          )
        }
        sideBelow="drawing"
        sideCompact={study.cover && <CoverBand {...study.cover} />}
        // The cover stands at its drawn 640 px on a tablet, not the 440 of a hero file
        // (docs/reader-settings.md#hero-drawings-on-tablets-and-phones).
        className="pb-10 [--drawn-width:640px] sm:pb-14"
      >
        <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
          {[
            { term: 'Client', value: study.client, icon: Building2 },
            { term: 'Duration', value: study.duration, icon: CalendarDays },
            { term: 'Team', value: study.teamSize, icon: Users },
          ].map(({ term, value, icon: Icon }) => (
            <div key={term} className="pair-row flex items-center gap-2">
              <Icon className="size-4 text-accent-300" aria-hidden="true" />
              <dt className="text-brand-200">{term}:</dt>
              <dd className="font-semibold text-white">{value}</dd>
            </div>
          ))}
        </dl>
        <TechList
          items={study.technologies}
          limit={HERO_TECHNOLOGY_LIMIT}
          label="Technologies"
          tone="dark"
          className="mt-6"
        />
      </PageHero>

      <MetricBanner
        id="at-a-glance"
        statement={study.headline}
        metrics={study.outcomes.metrics}
        results={study.results}
        basisLinkLabel={sections.results.basisLinkLabel}
        client={sections.overview ? undefined : study.clientBackground}
        accent={accent}
      />

      {sections.overview && (
        <ProjectOverview id="client-title" study={study} copy={sections.overview} />
      )}

      <StudyBands study={study} />

      <ClientQuote id="client-quote" quote={study.quote} rule={accent.ruleOnDark} />

      <Band id="results" copy={sections.results}>
        {study.impactInResults && study.impact && sections.impact && (
          // The before state, merged into the results: each row links to the figure that
          // measures its change (docs/case-studies.md#one-home-per-figure).
          <div className="mb-10 sm:mb-14">
            <h3 id="impact-title" className="text-xl font-bold tracking-tight sm:text-2xl">
              {sections.impact.title}
            </h3>
            <p className="mt-2 mb-6 max-w-3xl text-ink-600">{sections.impact.intro}</p>
            <ImpactComparison id="impact" rows={study.impact} results={study.results} />
          </div>
        )}
        <ResultMetrics
          results={study.results}
          summary={study.outcomes.summary}
          outcomeLabel={sections.results.outcomeLabel}
          accent={accent}
        />
      </Band>

      {study.scale && sections.scale && (
        <Band id="scale" copy={sections.scale} tone="muted">
          <StatRow
            stats={study.scale.map((stat) => ({ ...stat, basis: stat.basis ?? '' }))}
            sharedBasis={scaleSource ? { id: 'scale-source', text: scaleSource } : undefined}
          />
        </Band>
      )}

      {/* Under the results (white, like this band) one band's padding parts the outcome from
          the roadmap, not two; after the muted scale band it keeps its own. */}
      <Section className={study.scale && sections.scale ? undefined : 'pt-0 sm:pt-0'}>
        <WhatsNext id="whats-next" next={study.whatsNext} labels={templateCopy.nextLabels} />
      </Section>

      <NextStudy
        study={nextStudy(getCaseStudies(), study.slug)}
        label={templateCopy.nextStudyLabel}
      />

      <CtaBand {...study.cta}>
        <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-brand-100">
          <span className="inline-flex items-center gap-2">
            <Mail className="size-4 text-accent-300" aria-hidden="true" />
            <a
              href={`mailto:${site.email}`}
              aria-label={site.email}
              className="inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline"
            >
              <AddressBreaks address={site.email} />
            </a>
          </span>
          <span className="inline-flex items-center gap-2">
            <Globe className="size-4 text-accent-300" aria-hidden="true" />
            <a
              href={site.url}
              aria-label={websiteHost}
              className="inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline"
            >
              <AddressBreaks address={websiteHost} />
            </a>
          </span>
        </p>
      </CtaBand>
    </main>
  );
}
