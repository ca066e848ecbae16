import type { ImgHTMLAttributes } from 'react';
import { rasterSources } from '@/lib/images/raster.mjs';

type IllustrationProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The SVG in public/ (the artwork's source); the page gets its WebP renditions. */
  src: string;
  width: number;
  height: number;
  /** The rendered width per breakpoint, so a phone fetches the small file. */
  sizes: string;
};

/**
 * A content illustration (article hero, case-study cover): drawn as SVG, shipped as WebP at
 * the widths in lib/images/raster.mjs with srcset, so the browser decodes it off the main
 * thread. Width and height keep the box reserved before it loads.
 */
export function Illustration({ src, alt = '', ...rest }: IllustrationProps) {
  return <img {...rasterSources(src)} alt={alt} {...rest} />;
}
