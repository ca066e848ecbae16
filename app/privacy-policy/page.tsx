import { LegalPage, legalMetadata } from '@/components/legal/legal-page';

export const metadata = legalMetadata('privacy-policy');

export default function PrivacyPolicyPage() {
  return <LegalPage slug="privacy-policy" />;
}
