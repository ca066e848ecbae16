import { ArrowRight, Rocket } from 'lucide-react';
import { SectionTitle } from '@/components/sections/section';
import type { WhatsNext as WhatsNextContent } from '@/lib/content/whats-next';

/** The template's words over a close's columns (content/pages/case-studies.json). */
export interface WhatsNextLabels {
  today: string;
  next: string;
  buildsOn: string;
}

interface WhatsNextProps {
  id: string;
  next: WhatsNextContent;
  labels: WhatsNextLabels;
}

type Item = WhatsNextContent['items'][number];

/** The phase's title and what it builds on; the heading keeps its longest word whole. */
function Heading({
  id,
  next,
  className,
}: {
  id: string;
  next: WhatsNextContent;
  className?: string;
}) {
  return (
    <div className={className}>
      <SectionTitle id={id} title={next.title} />
      <p className="mt-4 text-lg leading-relaxed text-ink-700">{next.desc}</p>
    </div>
  );
}

/** The parts of the phase as one card (the first studies' close). */
function Card({ id, next }: WhatsNextProps) {
  return (
    <div className="narrow-bleed relative overflow-hidden rounded-(--radius-card) border border-brand-200 bg-gradient-to-br from-brand-50 via-surface to-accent-200/40 p-[max(16px,min(1.5rem,7cqi))] shadow-(--shadow-card) sm:p-10 lg:p-12">
      <div className="grid gap-10 lg:grid-cols-12 lg:items-center">
        <div className="lg:col-span-5">
          <span className="mb-6 inline-flex size-12 items-center justify-center keep-palette rounded-xl bg-brand-700 text-white">
            <Rocket className="size-6" aria-hidden="true" />
          </span>
          {/* Its padding stays 1.5rem until the page column narrows under enlarged text
              (docs/reader-settings.md#a-narrow-column). */}
          <Heading id={id} next={next} />
        </div>
        <ul className="grid gap-3 lg:col-span-7">
          {next.items.map((item) => (
            <li
              key={item.text}
              className="narrow-stack narrow-pad flex items-start gap-3 rounded-xl bg-surface/80 p-4 ring-1 ring-brand-100"
            >
              <ArrowRight className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <span className="font-medium text-ink-800">{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Steps in order on one line: a number on the line, when it lands, the step, what it stands on.
 * Side by side once three columns of 13rem fit the page column; under enlarged text the rem
 * grows and they stack, down a line of their own, before a word could break.
 */
function Roadmap({ id, next, labels }: WhatsNextProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-12">
      <Heading id={id} next={next} className="lg:col-span-4" />
      {/* Stacked, the numbers hang 1.0625rem left of their rail: the list is inset by as much,
          so they stand inside the page's gutter, not at the screen's edge. */}
      <ol className="grid gap-8 pl-[1.0625rem] @max-[16rem]/page:pl-0 @min-[42rem]/page:grid-cols-3 @min-[42rem]/page:gap-6 @min-[42rem]/page:pl-0 lg:col-span-8">
        {next.items.map((item: Item, index) => (
          // In a narrow column (200% text on a phone) the number stands above the step and the
          // padding is pixels, so "Recommendations" keeps its line (docs/reader-settings.md#a-narrow-column).
          <li
            key={item.text}
            className="relative border-l-2 border-brand-200 pl-6 @max-[16rem]/page:pl-[18px] @min-[42rem]/page:border-t-2 @min-[42rem]/page:border-l-0 @min-[42rem]/page:pt-8 @min-[42rem]/page:pl-0"
          >
            <span
              className="absolute top-0 -left-[1.0625rem] inline-flex size-8 @max-[16rem]/page:static @max-[16rem]/page:mb-3 items-center justify-center keep-palette rounded-full bg-brand-700 text-sm font-bold text-white @min-[42rem]/page:-top-4 @min-[42rem]/page:left-0"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <p className="eyebrow">{item.when}</p>
            <p className="mt-2 text-base leading-snug font-semibold text-ink-900 @min-[42rem]/page:text-lg">
              {item.text}
            </p>
            <p className="mt-3 text-sm leading-relaxed text-ink-600">
              <span className="font-semibold text-ink-700">{labels.buildsOn} </span>
              {item.buildsOn}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Each part of the phase beside what it replaces: the heading on one side, rows of today and
 * next on hairlines on the other. Under 40rem of page column a row stacks, each side labelled.
 */
function Shift({ id, next, labels }: WhatsNextProps) {
  const row = 'grid gap-3 @min-[40rem]/page:grid-cols-2 @min-[40rem]/page:gap-8';
  return (
    <div className="grid gap-10 lg:grid-cols-12">
      <Heading id={id} next={next} className="lg:col-span-5" />
      <div className="lg:col-span-7">
        <div
          className="hidden gap-8 pb-3 @min-[40rem]/page:grid @min-[40rem]/page:grid-cols-2"
          aria-hidden="true"
        >
          <p className="text-sm font-semibold text-ink-500">{labels.today}</p>
          <p className="eyebrow">{labels.next}</p>
        </div>
        {/* A list of rows, each a pair labelled for a screen reader: a <dl> may hold only
            dt/dd groups, and each row here has two. */}
        <ul className="divide-y divide-ink-200 border-y border-ink-200">
          {next.items.map((item: Item) => (
            <li key={item.text} className={`${row} py-5`}>
              <div>
                <p className="text-sm font-semibold text-ink-500 @min-[40rem]/page:sr-only">
                  {labels.today}
                </p>
                <p className="text-ink-600">{item.today}</p>
              </div>
              <div className="border-l-2 border-accent-500 pl-4">
                <p className="eyebrow @min-[40rem]/page:sr-only">{labels.next}</p>
                <p className="font-semibold text-ink-900">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const LAYOUTS = { card: Card, roadmap: Roadmap, shift: Shift } as const;

/** Where the product goes from here, in the shape the study's next phase has. */
export function WhatsNext(props: WhatsNextProps) {
  const Layout = LAYOUTS[props.next.layout];
  return <Layout {...props} />;
}
