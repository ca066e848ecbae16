import { act } from '@testing-library/react';
import type { SubmitResult } from '@/lib/mail-list/client';

/** A mocked mail-list sender (jest.mocked), as far as this helper needs it. */
interface MockedSender {
  mockReturnValueOnce(value: Promise<SubmitResult>): unknown;
}

/**
 * Holds the mocked sender's next call pending until the test settles it, so the form's
 * submitting state can be checked first. Settling runs inside act, so React renders the outcome.
 */
export function holdNextSubmission(sender: MockedSender) {
  let resolve!: (result: SubmitResult) => void;
  sender.mockReturnValueOnce(new Promise<SubmitResult>((r) => (resolve = r)));
  return {
    async settle(result: SubmitResult) {
      await act(async () => resolve(result));
    },
  };
}
