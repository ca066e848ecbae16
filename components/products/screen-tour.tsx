import { accentClasses } from '@/components/products/product-accent';
import { productScenes } from '@/components/products/product-mockup';
import { spotOf, TAG_X, TOUR_WIDTH, tourViews } from '@/components/products/screen-tour-spots';
import { M } from '@/components/products/mockup-frame';
import { SvgText } from '@/components/ui/svg-text';
import type { Product, ScreenTour as ScreenTourContent } from '@/lib/content/products';

interface ScreenTourProps {
  id: string;
  product: Pick<Product, 'screenshot' | 'accent'>;
  callouts: ScreenTourContent['callouts'];
}

/** The dot's radius and its numeral's size, in drawing units: 15 px or more on any screen. */
const DOT = 13;

/** A numbered dot in the product's colour; ringed on the screen, so it stands off the drawing. */
function NumberDot({
  x,
  y,
  n,
  accent,
  ringed = false,
}: {
  x: number;
  y: number;
  n: number;
  accent: typeof accentClasses;
  ringed?: boolean;
}) {
  return (
    <>
      <circle
        cx={x}
        cy={y}
        r={DOT}
        strokeWidth={ringed ? 3 : undefined}
        stroke={ringed ? M.white : undefined}
        className={accent.dot}
      />
      <SvgText
        x={x}
        y={y + 4.5}
        fontSize="13"
        fontWeight={700}
        textAnchor="middle"
        className={accent.numeral}
      >
        {n}
      </SvgText>
    </>
  );
}

/**
 * One panel of the product's own screen, enlarged, with a numbered dot on each place a feature
 * acts; the features' titles and lines are the numbered list beside or under it. From 1024 px
 * each dot's thin leader runs to its title in a margin right of the panel. The drawing is
 * decorative here: the list says everything, and the screen is described above the page's
 * sections (docs/drawings.md#the-screen-tour).
 */
export function ScreenTour({ id, product, callouts }: ScreenTourProps) {
  const { mockup, kpis } = product.screenshot;
  const { Scene } = productScenes[mockup];
  const view = tourViews[mockup];
  const accent = accentClasses;
  const [px, py, pw, ph] = view.panel;
  const clipId = `${id}-panel`;
  return (
    <div className="grid gap-10">
      <div
        className={`mx-auto w-full max-w-sm overflow-hidden rounded-[1.25rem] ring-1 ring-ink-200 lg:max-w-none lg:rounded-none lg:ring-0 ${view.frame}`}
        aria-hidden="true"
        data-screen-tour={mockup}
      >
        <svg
          viewBox={`0 0 ${TOUR_WIDTH} 600`}
          focusable="false"
          className={`block h-auto max-w-none ${view.crop}`}
        >
          <defs>
            <clipPath id={clipId}>
              <rect x={px} y={py} width={pw} height={ph} rx="16" />
            </clipPath>
          </defs>
          <g clipPath={`url(#${clipId})`}>
            <Scene kpis={kpis} wide idPrefix={`${id}-`} />
          </g>
          <g className="max-lg:hidden">
            <rect x={px} y={py} width={pw} height={ph} rx="16" fill="none" stroke={M.ink200} />
          </g>
          {callouts.map((callout, index) => {
            const { dot, tagY } = spotOf(mockup, callout.spot);
            const [x, y] = dot;
            return (
              <g key={callout.spot}>
                <polyline
                  points={`${x},${y} ${x},${tagY} ${TAG_X - DOT - 6},${tagY}`}
                  fill="none"
                  strokeWidth="1.5"
                  className={`max-lg:hidden ${accent.line}`}
                />
                <NumberDot x={x} y={y} n={index + 1} accent={accent} ringed />
                <g className="max-lg:hidden">
                  <NumberDot x={TAG_X} y={tagY} n={index + 1} accent={accent} />
                  <SvgText
                    x={TAG_X + DOT + 8}
                    y={tagY + 5}
                    fontSize="14"
                    fontWeight={600}
                    className="fill-ink-900"
                  >
                    {callout.title}
                  </SvgText>
                </g>
              </g>
            );
          })}
        </svg>
      </div>
      <ol className="grid gap-6 sm:grid-cols-2 sm:gap-8 lg:grid-cols-4" data-tour-callouts="">
        {callouts.map((callout, index) => (
          <li key={callout.spot} className="narrow-stack flex gap-4" data-callout={index + 1}>
            <span
              aria-hidden="true"
              className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${accent.badge}`}
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink-900">{callout.title}</h3>
              <p className="mt-1 leading-relaxed text-ink-600">{callout.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
