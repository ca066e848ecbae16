import type { ReactNode } from 'react';
import type { CtaAction } from '@/components/sections/cta-band';
import { HeroActions } from '@/components/sections/hero-actions';
import { PageHero } from '@/components/sections/page-hero';
import type { HeroArtName } from '@/lib/content/hero-art';
import type { Crumb } from '@/lib/seo/json-ld';

/** The hero fields a page's content file holds (heroSchema of lib/content/pages.ts). */
interface HeroContent {
  eyebrow: string;
  title: string;
  intro: string;
  /** The named drawing; a page that draws its hero from its own content passes `aside`. */
  art?: HeroArtName;
  primary?: CtaAction;
  secondary?: CtaAction;
}

interface ContentHeroProps {
  hero: HeroContent;
  /** The page itself, the last step of the breadcrumb trail after Home. */
  crumb: Crumb;
  /** Extra content under the buttons (the services' highlights). */
  children?: ReactNode;
  /** A drawing built from the page's content, shown where a named drawing would be. */
  drawing?: ReactNode;
}

/** A page's hero as its content describes it: trail, eyebrow, title, intro, drawing, buttons. */
export function ContentHero({ hero, crumb, children, drawing }: ContentHeroProps) {
  const { primary, secondary } = hero;
  return (
    <PageHero
      trail={[crumb]}
      eyebrow={hero.eyebrow}
      title={hero.title}
      art={hero.art}
      {...(drawing ? { aside: drawing, sideBelow: 'drawing' as const } : {})}
      intro={<p>{hero.intro}</p>}
      {...(primary || secondary
        ? { actions: <HeroActions primary={primary} secondary={secondary} /> }
        : {})}
    >
      {children}
    </PageHero>
  );
}
