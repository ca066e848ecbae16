import { Illustration } from '@/components/ui/illustration';

/**
 * One width below 1024 px, the band's and the tablet's (the cover at its drawn size), so the band
 * and the hero's picture fetch the same file.
 */
export const COVER_SIZES = '(min-width: 1024px) 520px, 640px';

/**
 * A case study's cover on a phone (docs/reader-settings.md#hero-drawings-on-tablets-and-phones):
 * a 16:10 band cut from its top left at its drawn 640 px, so its 12-unit labels show at 12 px
 * (the whole cover in a phone's column would set them at 7). The top left holds the window's title bar and the screen's first panel,
 * so the band reads as the product, not as a slice of it. Decorative: the page states its facts.
 */
export function CoverBand({ src, width, height }: { src: string; width: number; height: number }) {
  return (
    <div
      aria-hidden="true"
      data-hero-compact="cover"
      className="relative aspect-[16/10] overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/10"
    >
      <Illustration
        src={src}
        width={width}
        height={height}
        sizes={COVER_SIZES}
        fetchPriority="high"
        className="absolute top-0 left-0 h-auto w-[640px] max-w-none"
      />
    </div>
  );
}
