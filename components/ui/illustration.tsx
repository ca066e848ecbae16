import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { rasterSources } from '@/lib/images/raster';

type IllustrationProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The SVG in public/ (the artwork's source); the page gets its AVIF and WebP renditions. */
  src: string;
  width: number;
  height: number;
  /** The rendered width per breakpoint, so a phone fetches the small file. */
  sizes: string;
};

/**
 * A content illustration (article hero, case-study cover): drawn as SVG, shipped as AVIF with a
 * WebP fallback at the widths in lib/images/raster.ts, so the browser fetches the smallest file
 * it can decode, off the main thread. Width and height keep the box reserved before it loads.
 *
 * The <picture> is `display: contents`, so the <img> stays the grid or flex item its classes
 * place. React preloads every eager plain <img> by itself but not one inside a <picture>, so
 * this does it for the AVIF set, with the image's own priority (a `fetchPriority="high"` hero
 * is the page's LCP). Browsers without AVIF skip a preload whose type they cannot decode. The
 * preload also keeps an eager image that is not the LCP (a card further down) at the low
 * priority Chromium gives image preloads, rather than the medium one it gives the first five
 * <img> elements, which would compete with the fonts and stylesheet for the first paint.
 */
export function Illustration({ src, alt = '', sizes, ...rest }: IllustrationProps) {
  const { avifSrc, avifSrcSet, ...webp } = rasterSources(src);
  const img = <img {...webp} sizes={sizes} alt={alt} {...rest} />;
  if (!avifSrc || !avifSrcSet) return img;
  if (rest.loading !== 'lazy') {
    preload(avifSrc, {
      as: 'image',
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: rest.fetchPriority,
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
