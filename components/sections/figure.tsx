import { Checkable } from '@/components/ui/checkable';
import type { SourceLine } from '@/lib/content/pages';
import { cn } from '@/lib/utils/cn';

/** The look of one kind of figure: classes of its cell, label, value and optional detail. */
export interface FigureLook {
  cell: string;
  label: string;
  value: string;
  detail?: string;
  basis?: string;
  /**
   * The cell shares its row's four tracks (value, label, detail, basis: CSS subgrid), so the
   * labels, details and bases of a row start at one height whatever their length. Needs a grid
   * parent; without it the cell stacks its parts and pushes the basis to its foot.
   */
  subgrid?: boolean;
}

interface FigureProps {
  value: string;
  label: string;
  detail?: string;
  /** What the figure counts and over what (docs/facts.md#every-figure-has-its-basis). */
  basis?: string;
  /** The public page the figure rests on (a review platform), linked under the basis. */
  source?: SourceLine;
  /** Where the page states this figure's basis in full, linked instead of repeating it. */
  basisAt?: { href: string; label: string };
  /** The cell's id, for a link to it from elsewhere on the page. */
  id?: string;
  look: FigureLook;
}

/** A unit in words after a number: "weeks" in "12 weeks", "h" and "min" in "2 h 41 min". */
const UNIT_WORD = /^[A-Za-z]+$/;

/**
 * A measure: numbers, each word after one of them its unit ("10,000+", "< 30 min", "2 h 41 min").
 * Anything else with words in it ("About $52K", "On demand") reads as a phrase.
 */
function isMeasure(value: string): boolean {
  const tokens = value.trim().split(/\s+/);
  return (
    /\d/.test(value) &&
    tokens.every((token, index) => !UNIT_WORD.test(token) || /\d/.test(tokens[index - 1] ?? ''))
  );
}

/**
 * The value, each unit set smaller than its number: "12 weeks" at the figure's size ran past a
 * half-width cell on a phone, and the number is what the eye compares.
 */
export function FigureValue({ value }: { value: string }) {
  if (!isMeasure(value)) return value;
  return value.split(/(\s+)/).map((part, index) =>
    index > 0 && UNIT_WORD.test(part) ? (
      <span key={index} className="text-[0.6em] tracking-normal">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * How a value fits its cell (`figure-fit`): a measure stays on one line, sized by its length
 * (`title-word-N`, as a card title is: a class, not a style, for the CSP); a phrase wraps
 * between words only (docs/reader-settings.md#figures-fit-their-cells).
 */
export function figureFitClass(value: string): string {
  if (!isMeasure(value)) return 'figure-fit wrap-normal';
  const step = Math.min(16, Math.ceil(value.length / 2) * 2);
  return cn('figure-fit whitespace-nowrap', step > 6 && `title-word-${step}`);
}

/**
 * A headline figure inside a <dl>: the label comes first for screen readers ("Uptime: 99.9%"),
 * while the value is shown above it.
 */
export function Figure({ value, label, detail, basis, source, basisAt, id, look }: FigureProps) {
  const rows = look.subgrid ? SUBGRID_ROWS : FLEX_ORDER;
  return (
    <div
      id={id}
      className={cn(
        look.subgrid ? 'row-span-4 grid grid-rows-subgrid gap-y-0' : 'flex flex-col',
        look.cell,
      )}
      data-figure=""
    >
      <dt className={cn(rows.label, look.label)}>{label}</dt>
      {/* A figure of digits is one unit ("10,000+" never leaves its "+" behind) and shrinks to
          its cell instead of running past it; a value in words ("On demand") wraps between them
          (docs/reader-settings.md#figures-fit-their-cells). */}
      <dd className={cn(rows.value, figureFitClass(value), look.value)}>
        <span className="block">
          <FigureValue value={value} />
        </span>
      </dd>
      {detail && <dd className={cn(rows.detail, look.detail)}>{detail}</dd>}
      {basisAt ? (
        <dd data-basis-link className={cn(rows.basis, 'pt-3')}>
          <a
            href={basisAt.href}
            className="inline-block py-0.5 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {basisAt.label}
            <span className="sr-only">: {label}</span>
          </a>
        </dd>
      ) : (
        basis && (
          <dd data-basis className={cn(rows.basis, 'pt-4')}>
            <span className={cn('block', look.basis)}>
              {basis}
              {source && (
                <span className="mt-1 block" data-source="">
                  {source.before}
                  <Checkable href={source.url}>{source.platform}</Checkable>
                  {source.after}
                </span>
              )}
            </span>
          </dd>
        )
      )}
    </div>
  );
}

/**
 * Where each part goes: the value shows above its label (CSS order, or the first track), while
 * the label comes first for screen readers. Stacked, the basis is pushed to the tile's foot so
 * the bases of a row end together; on the subgrid they start together, under a hairline each.
 */
const FLEX_ORDER = {
  value: 'order-1',
  label: 'order-2',
  detail: 'order-3',
  basis: 'order-4 mt-auto',
};
const SUBGRID_ROWS = {
  value: 'row-start-1',
  label: 'row-start-2',
  detail: 'row-start-3',
  basis: 'row-start-4',
};
