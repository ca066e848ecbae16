import { LegalPage, legalMetadata } from '@/components/legal/legal-page';

export const metadata = legalMetadata('terms-of-service');

export default function TermsOfServicePage() {
  return <LegalPage slug="terms-of-service" />;
}
