import { ServicesOverview } from '@/components/services/services-overview';
import { getServicesPage } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getServicesPage();

export const metadata = pageMetadata({ ...page.seo, path: '/services' });

export default function ServicesPage() {
  return <ServicesOverview page={page} />;
}
