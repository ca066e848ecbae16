import type { ReactNode } from 'react';

/**
 * A client's product screen, drawn in SVG from what the case study says (never a screenshot:
 * the screens are the client's, and drawing them lets us leave out real customer data).
 * `Scene` draws in a 960 x 600 viewBox; `frame` and `phoneCrop` are the literal Tailwind classes
 * that show a readable window of it on phones, as the product mock-ups do
 * (components/products/product-mockup.tsx explains the arithmetic).
 */
export interface CaseStudyScreenDrawing {
  Scene: () => ReactNode;
  frame: string;
  phoneCrop: string;
}
