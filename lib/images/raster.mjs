// Content illustrations are drawn as SVG (the source of truth, in public/), but shipped to
// <img> elements as WebP at the widths used (an editor's PNG or JPEG hero gets the same). Chromium renders an SVG <img> as a whole SVG
// document and rasterises it on the page's main thread (50-130 ms on a throttled phone for a
// hero or cover); a WebP decodes off the main thread, and srcset lets a phone fetch the small
// one. scripts/raster-images.mjs writes the files before every build; rasterSources() names them.

/** Widths (px) each illustration is rasterised at (vector art: any width is sharp). */
export const RASTER_WIDTHS = [480, 800, 1200, 1600];

/** Where the WebP files go, inside public/ (git-ignored, rebuilt from the SVGs). */
export const RASTER_DIR = 'generated';

/** Folders of public/ whose SVGs are content illustrations shown with <img>. */
export const RASTER_SOURCES = ['uploads', 'case-studies'];

/** SVGs that stay vector: wordmarks, which must stay crisp at any size and are tiny. */
export const KEEP_VECTOR = /\/partners\//;

/**
 * The WebP file of an SVG illustration at one width: /uploads/blog/a.svg, 800 ->
 * /generated/uploads/blog/a-800w.webp.
 * @param {string} imagePath a site path ending in .svg, .png or .jpg
 * @param {number} width
 */
export function rasterPath(imagePath, width) {
  return `/${RASTER_DIR}${imagePath.replace(SOURCE_EXTENSION, '')}-${width}w.webp`;
}

/** Image files the build renders to WebP. */
export const SOURCE_EXTENSION = /\.(svg|png|jpe?g)$/i;

/** True for the images that are shipped as WebP. */
export function isRasterised(/** @type {string} */ imagePath) {
  return (
    SOURCE_EXTENSION.test(imagePath) &&
    RASTER_SOURCES.some((dir) => imagePath.startsWith(`/${dir}/`)) &&
    !KEEP_VECTOR.test(imagePath)
  );
}

/**
 * `src` and `srcSet` for an <img> of an SVG illustration; other images pass through unchanged.
 * The fallback `src` is the 800 px file.
 * @param {string} imagePath
 * @returns {{src: string, srcSet?: string}}
 */
export function rasterSources(imagePath) {
  if (!isRasterised(imagePath)) return { src: imagePath };
  return {
    src: rasterPath(imagePath, 800),
    srcSet: RASTER_WIDTHS.map((width) => `${rasterPath(imagePath, width)} ${width}w`).join(', '),
  };
}
