import type { SVGProps } from 'react';

/**
 * The face drawn text is set in: the page's own (var(--font-sans) on the body), inherited, so a
 * label in a drawing reads as part of the page; a system stack drew it in whatever face the
 * machine had (docs/drawings.md).
 */
export const SVG_FONT = 'inherit';

/** The page face ships weights 400-700 (app/fonts); a heavier one would be synthesised. */
export const SVG_HEAVIEST_WEIGHT = 700;

export type SvgTextProps = SVGProps<SVGTextElement> & {
  /** A font-family; the page's own face by default. */
  font?: string;
};

/** A line of text inside an inline SVG drawing (artworks, product mock-ups), in the page's face. */
export function SvgText({ font = SVG_FONT, fontWeight, ...text }: SvgTextProps) {
  const weight =
    typeof fontWeight === 'number' ? Math.min(fontWeight, SVG_HEAVIEST_WEIGHT) : fontWeight;
  return <text {...text} fontWeight={weight} fontFamily={font} />;
}
