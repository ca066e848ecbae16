import type { ReactNode } from 'react';

/** The type stacks the drawn artworks and mock-ups set their SVG text in. */
export const SVG_FONTS = {
  sans: 'ui-sans-serif, system-ui',
  mono: 'ui-monospace, monospace',
};

export interface SvgTextProps {
  x: number;
  y: number;
  children: ReactNode;
  fill: string;
  /** A font-family stack; the system sans by default. */
  font?: string;
  size: number | string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  /** Letter spacing, for small capitals. */
  spacing?: string;
}

/** One line of text inside an inline SVG drawing (artworks, product mock-ups). */
export function SvgText({
  x,
  y,
  children,
  fill,
  font,
  size,
  weight,
  anchor,
  spacing,
}: SvgTextProps) {
  return (
    <text
      x={x}
      y={y}
      fill={fill}
      fontSize={size}
      fontWeight={weight}
      letterSpacing={spacing}
      fontFamily={font}
      textAnchor={anchor}
    >
      {children}
    </text>
  );
}
