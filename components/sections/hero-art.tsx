import type { ComponentType } from 'react';
import HeroFirstMessage from '@/components/art/generated/hero-first-message';
import HeroMetricsBoard from '@/components/art/generated/hero-metrics-board';
import HeroNotes from '@/components/art/generated/hero-notes';
import HeroPairingReview from '@/components/art/generated/hero-pairing-review';
import HeroProductLayers from '@/components/art/generated/hero-product-layers';
import HeroPartnership from '@/components/art/generated/hero-partnership';
import HeroTeamTimeline from '@/components/art/generated/hero-team-timeline';
import type { HeroArtName } from '@/lib/content/hero-art';

/*
 * Hero drawings of the company pages, one per page kind (the content file names it), drawn
 * inline on the hero's dark palette so they cost no request and never shift the layout. They
 * are decorative (the heading and intro say the same in words), so they stay out of the
 * accessibility tree. Short labels only, and no figures: a number drawn here could contradict
 * the company figures in content. Each is a drawing in components/art/hero-<name>.svg, turned
 * into a server-rendered component by scripts/art/build-art.ts (docs/drawings.md).
 */
const drawings: Record<HeroArtName, ComponentType> = {
  'product-layers': HeroProductLayers,
  'team-timeline': HeroTeamTimeline,
  'pairing-review': HeroPairingReview,
  'first-message': HeroFirstMessage,
  partnership: HeroPartnership,
  'metrics-board': HeroMetricsBoard,
  notes: HeroNotes,
};

/** The hero drawing a page's content names: decorative, inline, fixed size. */
export function HeroArt({ name }: { name: HeroArtName }) {
  const Drawing = drawings[name];
  return <Drawing />;
}
