import { Fragment, type ReactNode } from 'react';
import { accents } from '@/components/case-studies/accent';
import { ApproachSection } from '@/components/case-studies/approach-section';
import { ArchitectureBand } from '@/components/case-studies/architecture-band';
import { Band, type BandTone } from '@/components/case-studies/band';
import { CaseStudyScreen } from '@/components/case-studies/case-study-screen';
import { CareTimeline } from '@/components/case-studies/care-timeline';
import { ChallengeList } from '@/components/case-studies/challenge-list';
import { ImpactComparison } from '@/components/case-studies/impact-comparison';
import { PartnerGrid } from '@/components/case-studies/partner-grid';
import { PhaseTimeline } from '@/components/case-studies/phase-timeline';
import { ProductJourney } from '@/components/case-studies/product-journey';
import { SolutionHighlights } from '@/components/case-studies/solution-highlights';
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
  const accent = accents[study.color];
  switch (band) {
    case 'challenges':
      return (
        study.challenges &&
        sections.challenges && (
          <Band id="challenges" copy={sections.challenges} tone={tone('challenges')}>
            <ChallengeList challenges={study.challenges} numberClass={accent.text} />
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
            numberClass={accent.text}
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
          <PhaseTimeline phases={study.timeline} accent={accent} />
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
          <SolutionHighlights solutions={study.solutions} accent={accent} />
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
            {study.journeyLayout === 'care' ? (
              <CareTimeline steps={study.journey} accent={accent} />
            ) : (
              <ProductJourney steps={study.journey} accent={accent} />
            )}
          </Band>
        )
      );
  }
}
