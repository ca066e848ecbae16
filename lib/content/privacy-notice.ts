import notice from '@/content/privacy-notice.json';

/**
 * The one-line notice under each lead form's button (content/privacy-notice.json): what that
 * form's data is kept for, and a link to the privacy policy. A file of its own so the chat's
 * browser bundle carries these few words and not the forms' copy; it is plain data (no schema
 * in the browser), checked by lib/content/privacy-notice.test.ts instead.
 * docs/lead-capture.md#the-privacy-notice
 */
export type PrivacyNoticeForm = keyof typeof notice.forms;

export const privacyNotice: {
  forms: Record<PrivacyNoticeForm, string>;
  link: { lead: string; label: string; href: string };
} = notice;
