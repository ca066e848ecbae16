import { isRasterised, RASTER_WIDTHS, rasterPath, rasterSources } from './raster';

describe('rasterSources', () => {
  it('turns a content illustration into AVIF and WebP renditions with a srcset each', () => {
    const { src, srcSet, avifSrc, avifSrcSet } = rasterSources('/uploads/blog/my-article.svg');
    expect(src).toBe('/generated/uploads/blog/my-article-800w.webp');
    expect(srcSet).toBe(
      RASTER_WIDTHS.map((w) => `/generated/uploads/blog/my-article-${w}w.webp ${w}w`).join(', '),
    );
    expect(avifSrc).toBe('/generated/uploads/blog/my-article-800w.avif');
    expect(avifSrcSet).toBe(
      RASTER_WIDTHS.map((w) => `/generated/uploads/blog/my-article-${w}w.avif ${w}w`).join(', '),
    );
  });

  it('covers case-study covers but keeps partner wordmarks and other images as they are', () => {
    expect(isRasterised('/case-studies/ev-transport-platform/cover.svg')).toBe(true);
    expect(rasterSources('/case-studies/partners/lumaplug.svg')).toEqual({
      src: '/case-studies/partners/lumaplug.svg',
    });
    expect(rasterSources('/logo.svg')).toEqual({ src: '/logo.svg' });
    expect(rasterSources('/images/photo.png')).toEqual({ src: '/images/photo.png' });
    expect(rasterSources('/uploads/team/photo.JPG').src).toBe(
      '/generated/uploads/team/photo-800w.webp',
    );
  });

  it('names one file per width and format under /generated', () => {
    expect(rasterPath('/uploads/blog/a.svg', 480)).toBe('/generated/uploads/blog/a-480w.webp');
    expect(rasterPath('/uploads/blog/a.svg', 480, 'avif')).toBe(
      '/generated/uploads/blog/a-480w.avif',
    );
  });
});
