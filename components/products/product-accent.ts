/**
 * A product's colour, as whole class names reading the variables its `data-accent` sets
 * (app/globals.css): one set for both products, so the stylesheet carries no per-colour classes.
 * The 700 shade reads at 4.5:1 or more on white and, since the dark theme turns the scale over,
 * on the dark page too; numerals and tints take the 50 shade, the opposite end in either theme.
 */
export const accentClasses = {
  dot: 'fill-(--product-accent)',
  numeral: 'fill-(--product-tint)',
  badge: 'bg-(--product-accent) text-(--product-tint)',
  line: 'stroke-(--product-accent)',
  text: 'text-(--product-accent)',
  panel: 'bg-(--product-tint)',
} as const;
