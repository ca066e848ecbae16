import {
  SubmissionOutcomePage,
  submissionOutcomeMetadata,
} from '@/components/forms/submission-outcome-page';

export const metadata = submissionOutcomeMetadata('newsletter');

export default function NewsletterThankYouPage() {
  return <SubmissionOutcomePage kind="newsletter" />;
}
