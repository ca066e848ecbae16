import type { Metadata } from 'next';
import { ServicePage } from '@/components/services/service-page';
import { getService, getServiceSlugs } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getServiceSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = getService((await params).slug);
  return pageMetadata({ ...service.seo, path: service.path });
}

export default async function ServiceRoute({ params }: ServicePageProps) {
  return <ServicePage service={getService((await params).slug)} />;
}
