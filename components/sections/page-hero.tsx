import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { HeroArt } from '@/components/sections/hero-art';
import type { HeroArtName } from '@/lib/content/hero-art';
import type { Crumb } from '@/lib/seo/json-ld';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';
import { unbroken } from '@/components/ui/unbroken-ranges';

interface PageHeroProps {
  eyebrow?: ReactNode;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** The drawing the page's content names for its hero (lib/content/hero-art.ts). */
  art?: HeroArtName;
  /** Right-hand content other than a drawing (a product's facts, a mosaic); false for none. */
  aside?: ReactNode | false;
  /** Extra content under the actions (badges, trust line). */
  children?: ReactNode;
  /** The breadcrumb trail after Home, the page itself last; none on the home page. */
  trail?: Crumb[];
  /** Extra content between the trail and the eyebrow (an article's category and date). */
  overline?: ReactNode;
  /** The aside on the left of the heading on wide screens (a service hero's composition). */
  asideFirst?: boolean;
  /**
   * What the side shows below 1024 px, where it cannot stand beside the heading
   * (docs/reader-settings.md#hero-drawings-on-tablets-and-phones): `drawing`, under the text
   * from 640 px at close to its drawn size, and on a phone `sideCompact` in its place (the
   * default for a content drawing); `panel`, an aside that is not a drawing, under the text at
   * every width below 1024 px, at its own width from 640 px; false, only beside the heading.
   */
  sideBelow?: 'drawing' | 'panel' | false;
  /**
   * The drawing on a phone, under the text below 640 px, where the whole drawing in the column
   * would set its labels too small to read: `full-bleed`, the drawing itself across the screen's
   * full width (a 440-unit diagram's 13-unit labels at 11 px or more from 372 px); `small`, the
   * drawing itself at 260 px (icons only, no labels); or a version of its own (a band cut from
   * it at drawn size, its facts as a table). None: no drawing on a phone.
   */
  sideCompact?: ReactNode | 'full-bleed' | 'small';
  /** Less height, for a page whose own content must show in the first screen (/contact). */
  compact?: boolean;
  className?: string;
}

/** How a drawing under the text shows on a phone (PageHeroProps.sideCompact). */
const PHONE_SIDE = {
  'full-bleed': 'hero-drawing-bleed',
  small: 'hero-drawing-small',
  own: 'max-sm:hidden',
};

function phoneMode(compact: PageHeroProps['sideCompact']): keyof typeof PHONE_SIDE {
  if (compact === 'full-bleed') return 'full-bleed';
  return compact === 'small' ? 'small' : 'own';
}

/** The dark gradient hero every page opens with; it holds the page's only h1. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  art,
  aside,
  children,
  trail,
  overline,
  asideFirst = false,
  sideBelow = art && aside === undefined ? 'drawing' : false,
  sideCompact,
  compact = false,
  className,
}: PageHeroProps) {
  // No drawing and no aside (legal pages, articles): the heading takes the width.
  const side = aside === false ? null : (aside ?? (art && <HeroArt name={art} />));
  return (
    <section
      className={cn(
        'on-dark relative isolate overflow-hidden bg-brand-950 text-brand-100',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,rgb(76_92_240/0.45),transparent_60%),radial-gradient(40rem_30rem_at_0%_110%,rgb(112_130_251/0.16),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div
        className={cn(
          'container-page grid items-center gap-12 lg:grid-cols-12',
          // A panel under the text follows it as part of the hero, not as a new block.
          sideBelow === 'panel' && 'max-lg:gap-8',
          compact ? 'py-10 sm:py-12' : 'py-12 sm:py-20 lg:py-24',
        )}
      >
        {/* With the drawing on the left, the trail takes a row of its own above both columns,
            so it starts at the page's left edge as on every other page. */}
        {trail && asideFirst && side && (
          <div className="-mb-12 lg:order-first lg:col-span-12 lg:-mb-6">
            <Breadcrumbs trail={trail} />
          </div>
        )}
        <div className={side ? 'lg:col-span-7' : 'lg:col-span-10'}>
          {trail && !(asideFirst && side) && <Breadcrumbs trail={trail} />}
          {overline}
          {eyebrow && <div className="eyebrow mb-4">{eyebrow}</div>}
          <h1
            className={cn(
              'heading-fit text-4xl leading-[1.08] font-extrabold tracking-[-0.01em] [word-spacing:0.06em] text-white sm:text-5xl lg:text-6xl',
              longestWordClass(title, 6),
            )}
          >
            {unbroken(title)}
          </h1>
          {intro && (
            <div className="mt-5 max-w-2xl text-base leading-relaxed text-brand-100 sm:mt-6 sm:text-xl">
              {intro}
            </div>
          )}
          {actions && <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">{actions}</div>}
          {children && <div className="mt-8">{children}</div>}
        </div>
        {side && (
          <div
            className={cn(
              'lg:col-span-5',
              asideFirst && 'lg:order-first',
              !sideBelow && 'hidden lg:block',
              sideBelow === 'panel' && 'sm:max-w-md lg:max-w-none',
              sideBelow === 'drawing' && 'hero-drawing',
              sideBelow === 'drawing' && PHONE_SIDE[phoneMode(sideCompact)],
            )}
          >
            {side}
          </div>
        )}
        {side && sideBelow === 'drawing' && phoneMode(sideCompact) === 'own' && sideCompact && (
          <div className="-mt-4 sm:hidden">{sideCompact}</div>
        )}
      </div>
    </section>
  );
}
