import { ArrowRight, CalendarDays, Users } from 'lucide-react';
import { accents } from '@/components/case-studies/accent';
import { TechList } from '@/components/case-studies/tech-list';
import { HeroArt } from '@/components/sections/hero-art';
import { Badge } from '@/components/ui/badge';
import { CARD_TECHNOLOGY_LIMIT, caseStudyCard, type CaseStudy } from '@/lib/content/case-studies';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';
import { Illustration } from '@/components/ui/illustration';
import { Figure, type FigureLook } from '@/components/sections/figure';
import { BASIS_LIGHT } from '@/components/sections/stat-row';

interface CaseStudyCardProps {
  study: CaseStudy;
  /** The featured card is wide, with the cover beside the text. */
  variant?: 'featured' | 'standard';
  /** 'lazy' where the card sits below the first screen (home), so its cover never competes
   *  with the fonts and stylesheet for the first paint. */
  coverLoading?: 'eager' | 'lazy';
}

/**
 * A card's two headline metrics, under its summary, one to a row: the value on the left, its
 * label and basis beside it. Beside the value a basis takes three or four lines on a card of
 * the list; two figures side by side left it seven, which made the cards read as small print.
 * Where the list is narrower than 16rem (a phone at 200% text) the value stands above them.
 * Literal classes: Tailwind finds only whole class names.
 */
const metricLook: FigureLook = {
  cell: 'grid gap-x-4 @min-[16rem]:grid-cols-[5.25rem_1fr] [&>[data-basis]]:row-start-3 [&>[data-basis]]:pt-2 @min-[16rem]:[&>[data-basis]]:col-start-2 @min-[16rem]:[&>[data-basis]]:row-start-2',
  label:
    'row-start-2 mt-1 self-end text-sm leading-snug font-semibold text-ink-900 @min-[16rem]:col-start-2 @min-[16rem]:row-start-1 @min-[16rem]:mt-0',
  value:
    'row-start-1 font-display text-3xl font-extrabold tracking-tight text-brand-700 @min-[16rem]:col-start-1 @min-[16rem]:row-span-2',
  basis: BASIS_LIGHT,
};

/**
 * A case study in a list: the first 2 outcome metrics and the first 5 technologies with a
 * "+N more" count. The title's stretched link makes the whole card clickable.
 */
export function CaseStudyCard({
  study,
  variant = 'standard',
  coverLoading = 'eager',
}: CaseStudyCardProps) {
  const { metrics } = caseStudyCard(study);
  const featured = variant === 'featured';
  const accent = accents[study.color];
  return (
    <article
      className={cn(
        'card card-interactive relative flex w-full flex-col overflow-hidden',
        featured && 'lg:grid lg:grid-cols-12',
      )}
      data-case-study-card={study.slug}
    >
      {featured ? (
        <div className="on-dark relative isolate flex items-center justify-center overflow-hidden bg-brand-950 p-4 sm:p-10 lg:col-span-6">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_24rem_at_80%_0%,rgb(76_92_240/0.5),transparent_65%),radial-gradient(24rem_18rem_at_0%_100%,rgb(112_130_251/0.16),transparent_60%)]"
          />
          {study.cover ? (
            <Illustration
              src={study.cover.src}
              alt={study.cover.alt}
              width={study.cover.width}
              height={study.cover.height}
              sizes="(min-width: 1024px) 576px, 100vw"
              loading={coverLoading}
              className="h-auto w-full max-w-xl rounded-xl shadow-2xl ring-1 ring-white/10"
            />
          ) : (
            <div className="w-full max-w-md">
              <HeroArt name="metrics-board" />
            </div>
          )}
        </div>
      ) : (
        <div aria-hidden="true" className={cn('h-1.5 bg-gradient-to-r', accent.bar)} />
      )}
      <div
        className={cn(
          'narrow-pad flex flex-1 flex-col p-5 sm:p-8',
          featured && 'lg:col-span-6 lg:p-10',
        )}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge tone={accent.badge}>{study.category}</Badge>
          <span className="text-sm text-ink-600">{study.client}</span>
        </div>
        <StudyTitle
          study={study}
          className={cn(
            'mt-4 font-bold tracking-tight',
            featured ? 'fit-xl text-2xl sm:text-3xl' : 'card-title text-xl',
          )}
        />
        <p className="mt-3 leading-relaxed text-ink-600">{study.shortDesc}</p>
        {featured && (
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700">
            <span className="inline-flex items-center gap-2">
              <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
              {study.duration}
            </span>
            <span className="inline-flex items-center gap-2">
              <Users className="size-4 text-brand-700" aria-hidden="true" />
              {study.teamSize}
            </span>
          </p>
        )}
        <dl className="@container mt-6 grid gap-5 border-y border-ink-200 py-5" data-metrics="">
          {metrics.map((metric) => (
            // With the basis the study gives it, as the list's intro promises for every figure.
            <Figure
              key={metric.label}
              value={metric.value}
              label={metric.label}
              basis={metric.basis}
              look={metricLook}
            />
          ))}
        </dl>
        <TechList
          items={study.technologies}
          limit={CARD_TECHNOLOGY_LIMIT}
          label={`Technologies used in ${study.title}`}
          className="mt-5"
        />
        <p
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-brand-700"
        >
          Read the case study <ArrowRight className="size-4" />
        </p>
      </div>
    </article>
  );
}

/**
 * A study's title as the link of the card it heads: the link's box covers the card (the card
 * is `relative`), so the whole card opens the study and hovering anywhere tints the title.
 */
export function StudyTitle({
  study,
  as: Tag = 'h3',
  className,
}: {
  study: Pick<CaseStudy, 'path' | 'title'>;
  as?: 'h3' | 'p';
  className: string;
}) {
  return (
    <Tag className={cn(className, longestWordClass(study.title))}>
      <a
        href={study.path}
        className="after:absolute after:inset-0 after:z-10 after:rounded-(--radius-card) hover:text-brand-800"
      >
        {study.title}
      </a>
    </Tag>
  );
}
