import { DisclosureSummary } from '@/components/sections/disclosure';
import { Figure, type FigureLook } from '@/components/sections/figure';
import { ACCOUNTS_LABEL } from '@/lib/content/figures';
import type { SourceLine } from '@/lib/content/pages';
import { cn } from '@/lib/utils/cn';

export interface Stat {
  value: string;
  label: string;
  description?: string;
  /** What the figure counts and over what: every headline figure has one (docs/facts.md). */
  basis: string;
  /** How the figure is counted in full, in the row's "How we count" note (docs/facts.md#how-we-count). */
  account?: string;
  /** The review platform the figure rests on, when it rests on one. */
  source?: SourceLine;
}

interface StatRowProps {
  stats: Stat[];
  tone?: 'light' | 'dark';
  className?: string;
  /**
   * One source for the figures that have no basis of their own (a client's own counts), said
   * once under the row instead of under each figure, and tied to the row by aria-describedby.
   */
  sharedBasis?: { id: string; text: string };
}

// 3xl on phones. 5xl from 1024 px only: three figures to a row at 640-1023 px have about 150 px
// each, where "2,000+" at 5xl broke before its "+".
const FIGURE = 'font-display text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl';
/**
 * The basis: a quiet footnote under a hairline, at the bottom of every tile alike. Every figure
 * on the site with a basis uses it (case-study banners and results too), so a basis reads the
 * same wherever it stands. 14 px, not 13: at 13 px in grey outside reviewers read the bases as
 * fine print, when they are what makes a figure checkable. Ink-600 on white, on the ink-50 and
 * brand-50 bands and on the dark surface, brand-200 on brand-950: 6.8:1 or more
 * (docs/reader-settings.md#figure-bases).
 */
export const BASIS = 'border-t pt-3 text-sm leading-snug';
/** The basis on a light tile. */
export const BASIS_LIGHT = `${BASIS} border-ink-200 text-ink-600`;

/** Each tone's figures: white cells on the light grid, deep brand cells on the dark one. */
const looks: Record<'light' | 'dark', FigureLook> = {
  light: {
    cell: 'narrow-pad p-4 sm:p-6 lg:p-8 bg-surface',
    subgrid: true,
    label: 'mt-2 font-semibold text-ink-900',
    value: `${FIGURE} text-brand-700`,
    detail: 'mt-1 text-sm text-ink-600',
    basis: BASIS_LIGHT,
  },
  dark: {
    cell: 'narrow-pad p-4 sm:p-6 lg:p-8 bg-brand-950',
    subgrid: true,
    label: 'mt-2 font-semibold text-brand-100',
    value: `${FIGURE} text-white`,
    detail: 'mt-1 text-sm text-brand-200',
    basis: `${BASIS} border-white/15 text-brand-200`,
  },
};

/** A row of headline figures; as a description list so each value is tied to its label. */
export function StatRow({ stats, tone = 'light', className, sharedBasis }: StatRowProps) {
  const row = (
    <dl
      data-stat-row=""
      data-shared-basis={sharedBasis?.text}
      aria-describedby={sharedBasis?.id}
      className={cn(
        'grid gap-px overflow-hidden rounded-(--radius-card)',
        // One per row on phones: two to a row left each basis six or seven lines at 145 px,
        // which outside reviewers read as cramped small print (docs/facts.md#on-a-phone).
        stats.length >= 4
          ? '@min-[36rem]/page:grid-cols-2 @min-[60rem]/page:grid-cols-4'
          : '@min-[36rem]/page:grid-cols-3',
        tone === 'dark' ? 'bg-white/10' : 'border border-ink-200 bg-ink-200',
        className,
      )}
    >
      {stats.map((stat) => (
        <Figure key={stat.label} {...stat} detail={stat.description} look={looks[tone]} />
      ))}
    </dl>
  );
  const accounted = stats.filter((stat) => stat.account);
  if (!sharedBasis && accounted.length === 0) return row;
  return (
    <>
      {row}
      {sharedBasis && (
        // The rule runs the row's full width, lining up with the tiles' edges above it; the
        // words keep a readable measure.
        <p id={sharedBasis.id} className={`mt-4 ${BASIS_LIGHT}`}>
          <span className="block max-w-3xl">{sharedBasis.text}</span>
        </p>
      )}
      {accounted.length > 0 && <HowWeCount stats={accounted} tone={tone} />}
    </>
  );
}

/**
 * The full account of each figure, closed by default under the row: the tile keeps one short
 * line of basis, and a reader who wants to check a figure opens this (docs/facts.md#how-we-count).
 * Native <details>, so it costs no JavaScript.
 */
function HowWeCount({ stats, tone }: { stats: Stat[]; tone: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <details
      data-how-we-count=""
      className={cn('group mt-3 text-sm', dark ? 'text-brand-200' : 'text-ink-600')}
    >
      <DisclosureSummary
        className={cn(
          'min-h-11 w-fit gap-1.5 font-medium underline decoration-1 underline-offset-4',
          dark ? 'text-brand-100' : 'text-ink-700 hover:text-brand-700',
        )}
        chevronClassName={cn('size-4 shrink-0', dark ? 'text-brand-200' : 'text-brand-700')}
      >
        {ACCOUNTS_LABEL}
      </DisclosureSummary>
      <ul className="mt-1 grid max-w-3xl gap-2 leading-snug">
        {stats.map((stat) => (
          <li key={stat.label}>
            <strong className={cn('font-semibold', dark ? 'text-white' : 'text-ink-900')}>
              {stat.value} {stat.label}:
            </strong>{' '}
            {stat.account}
          </li>
        ))}
      </ul>
    </details>
  );
}
