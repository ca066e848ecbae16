// Content illustrations are drawn as SVG (the source of truth, in public/), but shipped as
// AVIF with a WebP fallback at the widths used (an editor's PNG or JPEG hero gets the same).
// Chromium renders an SVG <img> as a whole SVG document and rasterises it on the page's main
// thread (50-130 ms on a throttled phone for a hero or cover); a bitmap decodes off the main
// thread, and srcset lets a phone fetch the small one. AVIF is about 30% smaller than WebP for
// this flat artwork (the EV case-study cover at 800 px: 20 KB against 29 KB), which took that
// page's mobile LCP from 1.96 s to 1.81 s; WebP stays for browsers without AVIF (Safari < 16.4).
// scripts/assets/raster-images writes the files before every build; rasterSources() names them.

/** Widths (px) each illustration is rasterised at (vector art: any width is sharp). */
export const RASTER_WIDTHS = [480, 800, 1200, 1600];

/** The width of the `src` a browser without srcset support (or a preload) falls back to. */
const FALLBACK_WIDTH = 800;

/** Formats each illustration is encoded in, preferred first. */
export const RASTER_FORMATS = ['avif', 'webp'] as const;

export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** Where the bitmaps go, inside public/ (git-ignored, rebuilt from the SVGs). */
export const RASTER_DIR = 'generated';

/** Folders of public/ whose SVGs are content illustrations shown with <img>. */
export const RASTER_SOURCES = ['uploads', 'case-studies'];

/** SVGs that stay vector: wordmarks, which must stay crisp at any size and are tiny. */
export const KEEP_VECTOR = /\/partners\//;

/**
 * The bitmap of an illustration at one width: /uploads/blog/a.svg, 800 ->
 * /generated/uploads/blog/a-800w.webp (or .avif). `imagePath` is a site path ending in .svg,
 * .png or .jpg.
 */
export function rasterPath(imagePath: string, width: number, format: RasterFormat = 'webp') {
  return derivativePath(
    stemOf(imagePath) ?? imagePath.replace(SOURCE_EXTENSION, ''),
    width,
    format,
  );
}

const derivativePath = (stem: string, width: number, format: RasterFormat) =>
  `/${RASTER_DIR}${stem}-${width}w.${format}`;

/** A rendition's path: /generated/uploads/blog/a-1600w.webp (its stem is /uploads/blog/a). */
const DERIVATIVE = new RegExp(`^/${RASTER_DIR}(/.+)-\\d+w\\.(?:webp|avif)$`);

/**
 * The stem every rendition of an image shares, from its source (/uploads/blog/a.jpg) or from
 * one of its renditions; null for an image that is shipped as it is.
 */
function stemOf(imagePath: string): string | null {
  const derived = DERIVATIVE.exec(imagePath)?.[1];
  if (derived) return derived;
  return isRasterised(imagePath) ? imagePath.replace(SOURCE_EXTENSION, '') : null;
}

/**
 * Under `next dev` a page shows an image's source itself: renditions are made before the server
 * starts, so a photo added or replaced since would show broken or stale until a restart
 * (docs/editors.md#live-preview). A build always ships the renditions.
 */
const showsSources = () => process.env.NODE_ENV === 'development';

/** The widest rendition: what a page's JSON-LD and the blog's search index name. */
export const LARGEST_WIDTH = Math.max(...RASTER_WIDTHS);

/**
 * The file the published site names for an image: its widest WebP rendition when it is
 * rasterised (the source, an editor's photo perhaps, is never published), else the image itself.
 */
export function publishedImage(imagePath: string) {
  if (showsSources() && !DERIVATIVE.test(imagePath)) return imagePath;
  const stem = stemOf(imagePath);
  return stem ? derivativePath(stem, LARGEST_WIDTH, 'webp') : imagePath;
}

/** Photos: rasters whose renditions replace them in out/ (docs/editors.md#images). */
export const PHOTO_EXTENSION = /\.(png|jpe?g)$/i;

/** A srcset of every width in one format. */
function srcSetOf(stem: string, format: RasterFormat) {
  return RASTER_WIDTHS.map((width) => `${derivativePath(stem, width, format)} ${width}w`).join(
    ', ',
  );
}

/** Image files the build renders to bitmaps. */
export const SOURCE_EXTENSION = /\.(svg|png|jpe?g)$/i;

/** True for the images that are shipped as AVIF and WebP bitmaps. */
export function isRasterised(imagePath: string) {
  return (
    SOURCE_EXTENSION.test(imagePath) &&
    RASTER_SOURCES.some((dir) => imagePath.startsWith(`/${dir}/`)) &&
    !KEEP_VECTOR.test(imagePath)
  );
}

/** What a <picture> of an illustration needs (rasterSources). */
export interface RasterSources {
  src: string;
  srcSet?: string;
  avifSrc?: string;
  avifSrcSet?: string;
}

/**
 * What a <picture> of an illustration needs: `src` and `srcSet` (WebP) for its <img>, and
 * `avifSrcSet` for the <source> the browser prefers; other images pass through unchanged.
 * `src` and `avifSrc` are the 800 px files. `imagePath` is the source or any rendition of it
 * (the blog's search index names the widest one).
 */
export function rasterSources(imagePath: string): RasterSources {
  if (showsSources() && !DERIVATIVE.test(imagePath)) return { src: imagePath };
  const stem = stemOf(imagePath);
  if (!stem) return { src: imagePath };
  return {
    src: derivativePath(stem, FALLBACK_WIDTH, 'webp'),
    srcSet: srcSetOf(stem, 'webp'),
    avifSrc: derivativePath(stem, FALLBACK_WIDTH, 'avif'),
    avifSrcSet: srcSetOf(stem, 'avif'),
  };
}
