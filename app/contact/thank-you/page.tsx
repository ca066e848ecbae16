import {
  SubmissionOutcomePage,
  submissionOutcomeMetadata,
} from '@/components/forms/submission-outcome-page';

export const metadata = submissionOutcomeMetadata('contact');

export default function ContactThankYouPage() {
  return <SubmissionOutcomePage kind="contact" />;
}
