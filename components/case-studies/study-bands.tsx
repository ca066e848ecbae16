import { Fragment, type ReactNode } from 'react';
import { ApproachSection } from '@/components/case-studies/approach-section';
import { ArchitectureBand } from '@/components/case-studies/architecture-band';
import { Band, type BandTone } from '@/components/case-studies/band';
import { CaseStudyIcon } from '@/components/case-studies/case-study-icon';
import { CaseStudyScreen } from '@/components/case-studies/case-study-screen';
import { ChallengeList } from '@/components/case-studies/challenge-list';
import { ImpactComparison } from '@/components/case-studies/impact-comparison';
import { PartnerGrid } from '@/components/case-studies/partner-grid';
import { PhaseTimeline } from '@/components/case-studies/phase-timeline';
import { ProductJourney } from '@/components/case-studies/product-journey';
import { byTitle, CardList, InfoCard } from '@/components/sections/card-grid';
import { FeatureList } from '@/components/sections/feature-list';
import { getCaseStudiesPage, type CaseStudy, type CaseStudyBand } from '@/lib/content/case-studies';

/**
 * The bands between the client and the quote alternate muted and white in the study's order,
 * whichever it has, so two bands of one tone never run together. The first is muted.
 */
function bandTones(bands: CaseStudyBand[]) {
  const tones = new Map(bands.map((key, i) => [key, i % 2 === 0 ? 'muted' : 'white'] as const));
  return (key: CaseStudyBand): BandTone => tones.get(key) ?? 'white';
}

/** The bands between the client and the quote, in the order the study gives them. */
export function StudyBands({ study }: { study: CaseStudy }) {
  const tone = bandTones(study.bands);
  return study.bands.map((band) => (
    <Fragment key={band}>
      <StudyBand study={study} band={band} tone={tone} />
    </Fragment>
  ));
}

function StudyBand({
  study,
  band,
  tone,
}: {
  study: CaseStudy;
  band: CaseStudyBand;
  tone: (band: CaseStudyBand) => BandTone;
}): ReactNode {
  const { sections } = study;
  switch (band) {
    case 'challenges':
      return (
        study.challenges &&
        sections.challenges && (
          <Band id="challenges" copy={sections.challenges} tone={tone('challenges')}>
            <ChallengeList challenges={study.challenges} />
          </Band>
        )
      );
    case 'approach':
      return (
        study.approach && (
          <ApproachSection
            id="approach"
            eyebrow={getCaseStudiesPage().study.approachEyebrow}
            approach={study.approach}
            tone={tone('approach')}
          />
        )
      );
    case 'timeline':
      return (
        <Band
          id="timeline"
          eyebrow={`${sections.timeline.eyebrow} · ${study.duration}`}
          copy={sections.timeline}
          tone={tone('timeline')}
        >
          <PhaseTimeline phases={study.timeline} />
        </Band>
      );
    case 'impact':
      return (
        sections.impact && (
          <Band id="impact" copy={sections.impact} tone={tone('impact')}>
            <ImpactComparison rows={study.impact ?? []} results={study.results} />
          </Band>
        )
      );
    case 'solutions':
      return (
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
      );
    case 'screen':
      return (
        study.screen &&
        sections.screen && (
          <Band id="screen" copy={sections.screen} tone={tone('screen')}>
            <CaseStudyScreen screen={study.screen} />
          </Band>
        )
      );
    case 'partners':
      return (
        study.partners &&
        sections.partners && (
          <Band id="partners" copy={sections.partners} tone={tone('partners')}>
            <PartnerGrid partners={study.partners} />
          </Band>
        )
      );
    case 'architecture':
      return <ArchitectureBand study={study} tone={tone('architecture')} />;
    case 'journey':
      return (
        study.journey &&
        sections.journey && (
          <Band id="journey" copy={sections.journey} tone={tone('journey')}>
            <ProductJourney steps={study.journey} />
          </Band>
        )
      );
  }
}
