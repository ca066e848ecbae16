import { submissionOutcomeRoute } from '@/components/company/submission-outcome-page';

const route = submissionOutcomeRoute('newsletter');

export const metadata = route.metadata;
export default route.Page;
