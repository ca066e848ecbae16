import type { ReactNode } from 'react';

/** A window of a drawing, [x, y, width, height] in its 960 x 600 units. */
export type DrawingWindow = readonly [number, number, number, number];

interface MockupFigureProps {
  /** Prefix of the ids inside the figure. */
  id: string;
  /** The screen's accessible name. */
  title: string;
  /** The one line printed under the screen: what it is and whose. */
  caption: string;
  /** Everything the drawing shows, for a reader who cannot see it. */
  description: string;
  /** Literal Tailwind classes: the frame's phone ratio, and the drawing's phone crop. */
  frame: string;
  phoneCrop: string;
  /** The window those classes crop to on phones (mockup-windows.test.ts checks they agree). */
  phoneWindow: DrawingWindow;
  /** A second window phones show under the first: the other main panel of a wide screen. */
  phoneSecond?: DrawingWindow | undefined;
  /** The drawing, in a 960 x 600 viewBox. */
  children: ReactNode;
}

// The drawing turns dark with the page: its colours are variables with a dark palette
// (mockup-frame.tsx); kept light, it was the brightest thing on a dark page
// (docs/reader-settings.md#drawn-screens-in-the-dark).
const FRAME =
  'overflow-hidden rounded-[1.25rem] shadow-[0_30px_80px_-30px_rgb(18_20_58/0.45)] ring-1 ring-ink-200';

/** The second window's width, in percent of the first's: the two at one scale, never wider. */
export function secondWidth(first: DrawingWindow, second: DrawingWindow) {
  return Math.round(Math.min(1, second[2] / first[2]) * 10000) / 100;
}

/**
 * A drawn screen (a product of ours or a client's), announced as one image named by `title` and
 * described by `description`; the printed caption stays one line, since a paragraph under a
 * picture reads as alt text left on screen. On phones the frame shows the drawing's crop, zoomed
 * so its text stays readable (the arithmetic is in product-mockup.tsx), and a wide screen adds a
 * second window under it, so the panels the caption names are both there. That window is an SVG
 * <use> of the same drawing: no second copy of its ids, and hidden from screen readers, which
 * already have the description.
 */
export function MockupFigure({
  id,
  title,
  caption,
  description,
  frame,
  phoneCrop,
  phoneWindow,
  phoneSecond,
  children,
}: MockupFigureProps) {
  const drawingId = `${id}-drawing`;
  const descriptionId = `${id}-description`;
  return (
    <figure className="mx-auto max-w-5xl">
      <div className={`${FRAME} ${frame}`}>
        <svg
          viewBox="0 0 960 600"
          width="960"
          height="600"
          role="img"
          aria-label={title}
          aria-describedby={descriptionId}
          className={`block h-auto w-full max-sm:max-w-none ${phoneCrop}`}
        >
          <g id={drawingId}>{children}</g>
        </svg>
      </div>
      {phoneSecond ? (
        <div className="mt-3 sm:hidden" aria-hidden="true">
          {/* At the first window's scale, so both show their text at one size: a narrower
              panel is a narrower card, centred. The width attribute is a CSS length, so the
              ratio needs no class per drawing (the CSP allows no inline styles). */}
          <svg
            viewBox={phoneSecond.join(' ')}
            width={`${secondWidth(phoneWindow, phoneSecond)}%`}
            height={phoneSecond[3]}
            className={`${FRAME} mx-auto block h-auto`}
          >
            <use href={`#${drawingId}`} />
          </svg>
        </div>
      ) : null}
      {/* Hidden, yet still the image's description: aria-describedby reads hidden text. */}
      <p id={descriptionId} hidden>
        {description}
      </p>
      <figcaption className="mt-4 text-sm text-ink-600 sm:text-center">{caption}</figcaption>
    </figure>
  );
}
