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

/**
 * A headline figure inside a <dl>: the label comes first for screen readers ("Uptime: 99.9%"),
 * while the value is shown above it (CSS order).
 */
export function Figure({ value, label, detail, basis, source, basisAt, id, look }: FigureProps) {
  return (
    <div id={id} className={look.cell} data-figure="">
      <dt className={cn('order-2', look.label)}>{label}</dt>
      <dd className={cn('order-1', look.value)}>{value}</dd>
      {detail && <dd className={cn('order-3', look.detail)}>{detail}</dd>}
      {basisAt ? (
        <dd data-basis-link className="order-4 mt-auto pt-3">
          <a
            href={basisAt.href}
            className="inline-block py-0.5 text-[0.8125rem] font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {basisAt.label}
            <span className="sr-only">: {label}</span>
          </a>
        </dd>
      ) : (
        basis && (
          // Pushed to the tile's foot so the bases of a row line up under their figures.
          <dd data-basis className="order-4 mt-auto pt-4">
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
