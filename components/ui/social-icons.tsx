import type { ReactNode } from 'react';

/** Brand glyphs lucide does not ship; decorative, the link text names the network. */
interface IconProps {
  className?: string;
}

/** Solid marks fill their shapes; the outlined one (Instagram) draws them with a 2-unit stroke. */
const PAINT = {
  solid: { fill: 'currentColor' },
  outline: { fill: 'none', stroke: 'currentColor', strokeWidth: '2' },
};

/** One glyph component: the shapes on a 24-unit square, painted solid or outlined. */
function brandGlyph(paint: keyof typeof PAINT, shapes: ReactNode) {
  return function BrandGlyph({ className = 'size-5' }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        className={className}
        aria-hidden="true"
        focusable="false"
        {...PAINT[paint]}
      >
        {shapes}
      </svg>
    );
  };
}

export const LinkedInIcon = brandGlyph(
  'solid',
  <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />,
);

export const InstagramIcon = brandGlyph(
  'outline',
  <>
    <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" />
    <circle cx="12" cy="12" r="4.25" />
    <circle cx="17.6" cy="6.4" r="1.1" fill="currentColor" stroke="none" />
  </>,
);

export const XIcon = brandGlyph(
  'solid',
  <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />,
);
