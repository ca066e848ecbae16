import type { Metadata } from 'next';
import { AboutPage } from '@/components/company/about-page';
import { getAboutPage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';

const PATH = '/about';

export const metadata: Metadata = pageMetadata({ ...getAboutPage().seo, path: PATH });

export default function AboutRoute() {
  return <AboutPage about={getAboutPage()} path={PATH} />;
}
