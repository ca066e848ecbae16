import {
  SubmissionOutcomePage,
  submissionOutcomeMetadata,
} from '@/components/forms/submission-outcome-page';

export const metadata = submissionOutcomeMetadata('failed');

export default function SubmissionFailedPage() {
  return <SubmissionOutcomePage kind="failed" />;
}
