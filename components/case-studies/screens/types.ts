import type { ReactNode } from 'react';
import type { DrawingWindow } from '@/components/products/mockup-figure';

/**
 * A client's product screen, drawn in SVG from what the case study says (never a screenshot:
 * the screens are the client's, and drawing them lets us leave out real customer data).
 * `Scene` draws in a 960 x 600 viewBox; `frame` and `phoneCrop` are the literal Tailwind classes
 * that show a readable window of it on phones, as the product mock-ups do
 * (components/products/product-mockup.tsx explains the arithmetic), and `phoneSecond` the window
 * phones show under it, so both main panels of the screen are there (mockup-figure.tsx).
 */
export interface CaseStudyScreenDrawing {
  Scene: () => ReactNode;
  frame: string;
  phoneCrop: string;
  /** The window `frame` and `phoneCrop` crop to, [x, y, width, height] in drawing units. */
  phoneWindow: DrawingWindow;
  phoneSecond?: DrawingWindow;
}
