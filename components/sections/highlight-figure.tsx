import { figureFitClass, FigureValue } from '@/components/sections/figure';
import { cn } from '@/lib/utils/cn';

interface HighlightFigureProps {
  figure: { value: string; label: string; measured?: { value: string; label: string } };
}

/**
 * The figure beside a dark highlight band. When something was measured against it (a drill
 * against a recovery target), the measurement is the big number and the figure stands under it
 * as its context: the evidence is what a buyer checks, the target is what it is checked against.
 */
export function HighlightFigure({ figure }: HighlightFigureProps) {
  const { measured } = figure;
  const big = measured ?? figure;
  return (
    <dl className="narrow-pad rounded-(--radius-card) border border-white/15 bg-white/5 p-8 text-center sm:p-10">
      <div className="flex flex-col">
        <dt className="order-2 mt-3 text-lg font-semibold text-accent-300">{big.label}</dt>
        <dd
          className={cn(
            'order-1 font-display text-5xl font-extrabold tracking-tight text-white sm:text-6xl',
            figureFitClass(big.value),
          )}
        >
          <span className="block">
            <FigureValue value={big.value} />
          </span>
        </dd>
      </div>
      {measured && (
        <div className="mt-6 flex flex-col border-t border-white/15 pt-5" data-highlight-target="">
          <dt className="order-2 mt-1 text-base text-brand-100">{figure.label}</dt>
          <dd className="order-1 font-display text-2xl font-bold whitespace-nowrap text-white">
            {figure.value}
          </dd>
        </div>
      )}
    </dl>
  );
}
