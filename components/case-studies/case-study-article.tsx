import { ArchitectureParts } from '@/components/case-studies/architecture-parts';
import { Building2, CalendarDays, Globe, Mail, Users, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApproachSection } from '@/components/case-studies/approach-section';
import { ArchitectureDiagram } from '@/components/case-studies/architecture-diagram';
import { CaseStudyIcon } from '@/components/case-studies/case-study-icon';
import { CaseStudyScreen } from '@/components/case-studies/case-study-screen';
import { ChallengeList } from '@/components/case-studies/challenge-list';
import { ClientQuote } from '@/components/case-studies/client-quote';
import { ImpactComparison } from '@/components/case-studies/impact-comparison';
import { MetricBanner } from '@/components/case-studies/metric-banner';
import { PartnerGrid } from '@/components/case-studies/partner-grid';
import { PhaseTimeline } from '@/components/case-studies/phase-timeline';
import { ProductJourney } from '@/components/case-studies/product-journey';
import { ProjectOverview } from '@/components/case-studies/project-overview';
import { ResultMetrics } from '@/components/case-studies/result-metrics';
import { TechList } from '@/components/case-studies/tech-list';
import { WhatsNextCard } from '@/components/case-studies/whats-next-card';
import { byTitle, CardList, InfoCard } from '@/components/sections/card-grid';
import { Disclosure } from '@/components/sections/disclosure';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureList } from '@/components/sections/feature-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { StatRow } from '@/components/sections/stat-row';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import {
  getCaseStudiesPage,
  HERO_TECHNOLOGY_LIMIT,
  type CaseStudy,
} from '@/lib/content/case-studies';
import { caseStudyJsonLd } from '@/lib/seo/case-study-json-ld';
import { site } from '@/lib/site';
import { Illustration } from '@/components/ui/illustration';
import { indexCrumbs } from '@/lib/seo/index-crumbs';

/** A titled band of the case study; `eyebrow` is the template's, title and intro the editor's. */
function Band({
  id,
  eyebrow,
  copy,
  tone,
  children,
}: {
  id: string;
  /** Overrides the content's eyebrow, e.g. to add a figure to it. */
  eyebrow?: string;
  copy: { eyebrow: string; title: string; intro: string };
  tone?: 'white' | 'muted';
  children: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        eyebrow={eyebrow ?? copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      {children}
    </Section>
  );
}

/**
 * The bands between the client and the quote alternate muted and white, whichever optional ones
 * a study has, so two bands of one tone never run together. The key names a band; the first
 * (the challenges) is muted.
 */
function bandTones(study: CaseStudy) {
  const { sections } = study;
  const present = [
    'challenges',
    study.approach && 'approach',
    'timeline',
    'impact',
    'solutions',
    study.screen && sections.screen && 'screen',
    study.partners && sections.partners && 'partners',
    'architecture',
    study.journey && sections.journey && 'journey',
  ].filter((key): key is string => Boolean(key));
  const tones = new Map(present.map((key, i) => [key, i % 2 === 0 ? 'muted' : 'white'] as const));
  return (key: string) => tones.get(key) ?? 'white';
}

/**
 * The one template of every case study page. The sections keep one order; the approach, the
 * screen, partners, the product journey and the scale band appear when the study has them
 * (docs/case-studies.md).
 */
export function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const { sections } = study;
  const websiteHost = new URL(site.url).host;
  const tone = bandTones(study);
  // Scale figures without a basis of their own are the client's: said once, under the band.
  const scaleSource = study.scale?.some((stat) => !stat.basis) ? study.figureBasis : undefined;
  return (
    <main data-page="case-study">
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
              sizes="(min-width: 1024px) 520px, 100vw"
              fetchPriority="high"
              className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
            />
          )
        }
        className="pb-10 sm:pb-14"
      >
        <dl className="flex flex-wrap gap-x-8 gap-y-3 text-sm">
          {[
            { term: 'Client', value: study.client, icon: Building2 },
            { term: 'Duration', value: study.duration, icon: CalendarDays },
            { term: 'Team', value: study.teamSize, icon: Users },
          ].map(({ term, value, icon: Icon }) => (
            <div key={term} className="flex items-center gap-2">
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
      />

      <ProjectOverview id="client-title" study={study} />

      <Band id="challenges" copy={sections.challenges} tone={tone('challenges')}>
        <ChallengeList challenges={study.challenges} />
      </Band>

      {study.approach && (
        <ApproachSection
          id="approach"
          eyebrow={getCaseStudiesPage().study.approachEyebrow}
          approach={study.approach}
          tone={tone('approach')}
        />
      )}

      <Band
        id="timeline"
        eyebrow={`${sections.timeline.eyebrow} · ${study.duration}`}
        copy={sections.timeline}
        tone={tone('timeline')}
      >
        <PhaseTimeline phases={study.timeline} />
      </Band>

      <Band id="impact" copy={sections.impact} tone={tone('impact')}>
        <ImpactComparison rows={study.impact} />
      </Band>

      <Band id="solutions" copy={sections.solutions} tone={tone('solutions')}>
        <CardList columns={3} scroll items={study.solutions} keyOf={byTitle}>
          {(solution) => (
            <InfoCard
              icon={<CaseStudyIcon name={solution.icon} className="size-6" />}
              title={solution.title}
            >
              <p>{solution.desc}</p>
              <FeatureList
                items={solution.features}
                className="mt-5 border-t border-ink-200 pt-5 text-[0.9375rem] text-ink-800"
              />
            </InfoCard>
          )}
        </CardList>
      </Band>

      {study.screen && sections.screen && (
        <Band id="screen" copy={sections.screen} tone={tone('screen')}>
          <CaseStudyScreen screen={study.screen} />
        </Band>
      )}

      {study.partners && sections.partners && (
        <Band id="partners" copy={sections.partners} tone={tone('partners')}>
          <PartnerGrid partners={study.partners} />
        </Band>
      )}

      <Band id="architecture" copy={sections.architecture} tone={tone('architecture')}>
        <ArchitectureDiagram
          id="architecture-diagram"
          architecture={study.architecture}
          title={`Architecture of the ${study.tag}: ${study.architecture.nodes.map((n) => n.label).join(', ')}`}
        />
        {/* Both lists folded side by side (the diagram above draws every part and connection),
            then the stack across the full width: no column is left empty beside the other. */}
        <div className="mt-10 grid items-start gap-4 lg:grid-cols-2 lg:gap-10">
          <div>
            <Disclosure title={sections.architecture.componentsTitle}>
              <ArchitectureParts nodes={study.architecture.nodes} className="space-y-4" />
            </Disclosure>
          </div>
          <div>
            <Disclosure title={sections.architecture.connectionsTitle}>
              <ul className="mt-4 space-y-4" data-connections="">
                {study.architecture.edges.map((edge) => (
                  <li
                    key={`${edge.from}-${edge.to}`}
                    className="rounded-xl border border-ink-200 bg-surface p-4"
                  >
                    {/* As written: capitals would turn "SaaS" into "SAAS" and "CSPs" into "CSPS". */}
                    <p className="text-sm font-semibold text-brand-700">{edge.label}</p>
                    <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-700">
                      {edge.desc}
                    </p>
                  </li>
                ))}
              </ul>
            </Disclosure>
          </div>
        </div>
        <h3 className="mt-10 text-lg font-bold">{sections.architecture.stackTitle}</h3>
        <TechList
          items={study.technologies}
          label={sections.architecture.stackLabel}
          className="mt-4"
        />
      </Band>

      {study.journey && sections.journey && (
        <Band id="journey" copy={sections.journey} tone={tone('journey')}>
          <ProductJourney steps={study.journey} />
        </Band>
      )}

      <ClientQuote id="client-quote" quote={study.quote} />

      <Band id="results" copy={sections.results}>
        <ResultMetrics
          results={study.results}
          summary={study.outcomes.summary}
          outcomeLabel={sections.results.outcomeLabel}
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
        <WhatsNextCard id="whats-next" next={study.whatsNext} />
      </Section>

      <CtaBand {...study.cta}>
        <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-brand-100">
          <span className="inline-flex items-center gap-2">
            <Mail className="size-4 text-accent-300" aria-hidden="true" />
            <a
              href={`mailto:${site.email}`}
              className="inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline"
            >
              {site.email}
            </a>
          </span>
          <span className="inline-flex items-center gap-2">
            <Globe className="size-4 text-accent-300" aria-hidden="true" />
            <a
              href={site.url}
              className="inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline"
            >
              {websiteHost}
            </a>
          </span>
        </p>
      </CtaBand>
    </main>
  );
}
