import { privacyNotice, type PrivacyNoticeForm } from '@/lib/content/privacy-notice';
import { cn } from '@/lib/utils/cn';

/**
 * One short line under a lead form's button: what its data is kept for, linking the privacy
 * policy. A plain anchor (no router), so it renders the same from a server shell and inside an
 * island. docs/lead-capture.md#the-privacy-notice
 */
export function PrivacyNotice({
  form,
  className,
}: {
  form: PrivacyNoticeForm;
  className?: string;
}) {
  const { link } = privacyNotice;
  return (
    <p
      data-privacy-notice={form}
      className={cn('text-sm text-ink-600 [.on-dark_&]:text-brand-100', className)}
    >
      {privacyNotice.forms[form]} {link.lead}{' '}
      <a
        href={link.href}
        className="font-semibold text-brand-700 underline underline-offset-2 [.on-dark_&]:text-white"
      >
        {link.label}
      </a>
      .
    </p>
  );
}
