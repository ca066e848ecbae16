import type { Glyph, GlyphTone } from '@/lib/content/technologies';
import { cn } from '@/lib/utils/cn';

/** Solid -700 (or darker) fills: white monograms on them pass AA contrast. */
const tones: Record<GlyphTone, string> = {
  amber: 'bg-amber-700',
  blue: 'bg-blue-700',
  cyan: 'bg-cyan-700',
  emerald: 'bg-emerald-700',
  green: 'bg-green-700',
  indigo: 'bg-indigo-700',
  ink: 'bg-ink-900',
  lime: 'bg-lime-700',
  orange: 'bg-orange-700',
  red: 'bg-red-700',
  sky: 'bg-sky-700',
  teal: 'bg-teal-700',
  violet: 'bg-violet-700',
};

const sizes = {
  md: 'size-12 rounded-xl text-base',
  lg: 'size-16 rounded-2xl text-xl',
};

interface TechnologyGlyphProps {
  glyph: Glyph;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * A monogram tile standing in for a technology's logo: we draw no trademarks. Decorative,
 * because the technology's name is always written next to it.
 */
export function TechnologyGlyph({ glyph, size = 'md', className }: TechnologyGlyphProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden font-display font-extrabold tracking-tight text-white shadow-sm ring-1 ring-black/5 ring-inset',
        tones[glyph.tone],
        sizes[size],
        className,
      )}
    >
      <span className="absolute inset-0 bg-linear-to-b from-white/15 to-transparent" />
      <span className="relative">{glyph.monogram}</span>
    </span>
  );
}
