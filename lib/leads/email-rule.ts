/**
 * The e-mail rule of every lead payload, in one small module without a validation library: the
 * zod contract (payload-schemas.ts) checks addresses with it, and so do the browser's lead
 * client and the chat before anything is sent (docs/lead-capture.md#the-lead-contract).
 */
import { FIELD_MAX_LENGTH } from './field-limits';

/** zod 4's default email pattern (zod/v4/core regexes.email), as the service has always used. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MESSAGE = 'enter a valid email address';

/** Whether an address, trimmed as the payload trims it, is one the service accepts. */
export function isValidEmail(email: string): boolean {
  const address = email.trim();
  return address.length <= FIELD_MAX_LENGTH.email && EMAIL_PATTERN.test(address);
}
