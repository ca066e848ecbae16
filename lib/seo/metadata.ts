import type { Metadata } from 'next';
import { absoluteUrl, site } from '@/lib/site';

/** Default Open Graph image for pages without their own. */
export const DEFAULT_OG_IMAGE = { url: '/og/default.png', width: 1200, height: 630 };

interface PageMetadataInput {
  title: string;
  description: string;
  /** Site path of the page, e.g. "/about"; becomes the canonical URL. */
  path: string;
  image?: { url: string; width: number; height: number; alt?: string };
  type?: 'website' | 'article';
  publishedTime?: string;
  keywords?: string[];
  /** Use the title as is, without the "| Brand" suffix (for titles that are long already). */
  absoluteTitle?: boolean;
  noindex?: boolean;
}

/**
 * Page metadata with the site's defaults: canonical, Open Graph and Twitter tags all from one
 * place, so pages set only what differs.
 */
export function pageMetadata({
  title,
  description,
  path,
  image = DEFAULT_OG_IMAGE,
  type = 'website',
  publishedTime,
  keywords,
  absoluteTitle = false,
  noindex = false,
}: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const images = [{ ...image, alt: image.alt ?? title }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    ...(keywords ? { keywords } : {}),
    alternates: { canonical: absoluteUrl(path) },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type,
      title: fullTitle,
      description,
      url: absoluteUrl(path),
      siteName: site.name,
      locale: 'en_US',
      images,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
  };
}
