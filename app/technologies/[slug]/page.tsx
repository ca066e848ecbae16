import type { Metadata } from 'next';
import { TechnologyPage } from '@/components/technologies/technology-page';
import { getTechnology, getTechnologySlugs } from '@/lib/content/technologies';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return getTechnologySlugs().map((slug) => ({ slug }));
}

interface TechnologyPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: TechnologyPageProps): Promise<Metadata> {
  const { slug } = await params;
  const technology = getTechnology(slug);
  return pageMetadata({ ...technology.seo, path: technology.href });
}

export default async function TechnologyRoute({ params }: TechnologyPageProps) {
  return <TechnologyPage technology={getTechnology((await params).slug)} />;
}
