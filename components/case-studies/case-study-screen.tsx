import { helixaCheckinScreen } from '@/components/case-studies/screens/helixa-checkin';
import { loomcartStorefrontScreen } from '@/components/case-studies/screens/loomcart-storefront';
import type { CaseStudyScreenDrawing } from '@/components/case-studies/screens/types';
import { paysproutCloseScreen } from '@/components/case-studies/screens/paysprout-close';
import { MockupFigure } from '@/components/products/mockup-figure';
import type { CaseStudy, CASE_STUDY_SCREENS } from '@/lib/content/case-studies';
import { toScreenText } from '@/lib/content/screen-text';

export const caseStudyDrawings: Record<
  (typeof CASE_STUDY_SCREENS)[number],
  CaseStudyScreenDrawing
> = {
  'loomcart-storefront': loomcartStorefrontScreen,
  'helixa-checkin': helixaCheckinScreen,
  'paysprout-close': paysproutCloseScreen,
};

/** The client's product as its users see it (docs/case-studies.md#the-screen). */
export function CaseStudyScreen({ screen }: { screen: NonNullable<CaseStudy['screen']> }) {
  const { Scene, ...phone } = caseStudyDrawings[screen.name];
  const { title, caption, description } = toScreenText(screen);
  return (
    <MockupFigure
      id={screen.name}
      title={title}
      caption={caption}
      description={description}
      {...phone}
    >
      <Scene />
    </MockupFigure>
  );
}
