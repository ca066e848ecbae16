import type { SVGProps } from 'react';

/** The type stacks the drawn artworks and mock-ups set their SVG text in. */
export const SVG_FONTS = {
  sans: 'ui-sans-serif, system-ui',
  mono: 'ui-monospace, monospace',
};

export type SvgTextProps = SVGProps<SVGTextElement> & {
  /** A font-family stack; the system sans by default. */
  font?: string;
};

/** A line of text inside an inline SVG drawing (artworks, product mock-ups), in one font stack. */
export function SvgText({ font = SVG_FONTS.sans, ...text }: SvgTextProps) {
  return <text {...text} fontFamily={font} />;
}
