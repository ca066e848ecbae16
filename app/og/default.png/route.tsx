import { ogImage } from '@/lib/seo/og-image';
import { site } from '@/lib/site';

// The site's default Open Graph image (lib/seo/metadata.ts DEFAULT_OG_IMAGE), out/og/default.png.
export const dynamic = 'force-static';

export function GET() {
  return ogImage({
    title: site.tagline,
    subtitle: `Web, mobile, cloud and AI products · ${site.address.locality}, since ${site.foundingYear}`,
  });
}
