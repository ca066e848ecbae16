import type { ReactNode } from 'react';

interface MockupFigureProps {
  /** Prefix of the caption's id. */
  id: string;
  /** The screen's accessible name. */
  title: string;
  /** The visible caption: the picture's full text alternative. */
  caption: string;
  /** Literal Tailwind classes: the frame's phone ratio, and the drawing's phone crop. */
  frame: string;
  phoneCrop: string;
  /** The drawing, in a 960 x 600 viewBox. */
  children: ReactNode;
}

/**
 * A drawn screen (a product of ours or a client's), announced as one image named by `title`
 * and described by the visible caption. On phones the frame shows the drawing's crop, zoomed so
 * its text stays readable (the arithmetic is in product-mockup.tsx).
 */
export function MockupFigure({
  id,
  title,
  caption,
  frame,
  phoneCrop,
  children,
}: MockupFigureProps) {
  const captionId = `${id}-caption`;
  return (
    <figure className="mx-auto max-w-5xl">
      <div
        // The drawing turns dark with the page: its colours are variables with a dark palette
        // (mockup-frame.tsx); kept light, it was the brightest thing on a dark page
        // (docs/reader-settings.md#drawn-screens-in-the-dark).
        className={`overflow-hidden rounded-[1.25rem] shadow-[0_30px_80px_-30px_rgb(18_20_58/0.45)] ring-1 ring-ink-200 ${frame}`}
      >
        <svg
          viewBox="0 0 960 600"
          width="960"
          height="600"
          role="img"
          aria-label={title}
          aria-describedby={captionId}
          className={`block h-auto w-full max-sm:max-w-none ${phoneCrop}`}
        >
          {children}
        </svg>
      </div>
      <figcaption
        id={captionId}
        className="mx-auto mt-5 max-w-3xl text-sm leading-relaxed text-ink-600 sm:text-center"
      >
        {caption}
      </figcaption>
    </figure>
  );
}
