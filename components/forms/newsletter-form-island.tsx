'use client';

import { useState, type FormEvent } from 'react';
import { FieldLabel, SubmitButton, controlClasses } from '@/components/forms/form-controls';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import { PrivacyNotice } from '@/components/forms/privacy-notice';
import { fieldValues, useLeadForm } from '@/components/forms/use-lead-form';
import { toast } from '@/components/ui/toast';
import type { NewsletterCopy } from '@/lib/content/forms';
import { subscribeToNewsletter } from '@/lib/mail-list/client';
import { NEWSLETTER_TOASTS, SUCCESS_PANEL_MS } from '@/lib/mail-list/messages';
import { cn } from '@/lib/utils/cn';

export interface NewsletterFormIslandProps {
  variant: 'home' | 'blog';
  /** The page the form is on: its native post names it (source_page). */
  pagePath: string;
  copy: NewsletterCopy;
  /**
   * Prefix of the form's element ids, unique on the page. From props, not useId: the id React
   * derives from a component's place in the tree differs between the page's render and the
   * island's own root (docs/islands.md#hydration-must-match).
   */
  idPrefix: string;
}

/**
 * The newsletter form. Home: a success panel replaces the form for 5 s. Blog: the address is
 * cleared and a toast confirms. Failure: a toast, and the address stays for another try.
 */
export function NewsletterFormIsland({
  variant,
  pagePath,
  copy,
  idPrefix: id,
}: NewsletterFormIslandProps) {
  const [email, setEmail] = useState('');
  const form = useLeadForm({
    successPanelMs: variant === 'home' ? SUCCESS_PANEL_MS : undefined,
    adopt: (name, value) => {
      if (name === 'email') setEmail(value);
    },
  });
  const messages = NEWSLETTER_TOASTS[variant];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const typed = fieldValues(event.currentTarget, ['email']).email;
    setEmail(typed);
    const result = await form.submitLead(event, (options) => subscribeToNewsletter(typed, options));
    if (!result) return;
    if (result.ok) {
      setEmail('');
      toast.success(messages.success.title, { description: messages.success.description });
    } else {
      toast(messages.failure.title, { description: messages.failure.description });
    }
  }

  const { firstFieldRef, submitting } = form;
  return (
    <LeadFormFrame
      kind="newsletter"
      pagePath={pagePath}
      form={form}
      onSubmit={onSubmit}
      success={copy.success}
      rootData={{ 'data-newsletter': variant }}
      variant={variant}
    >
      <FieldLabel htmlFor={`${id}-email`}>{copy.emailLabel}</FieldLabel>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={firstFieldRef}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={copy.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          className={cn(controlClasses, 'min-h-12 flex-1 sm:rounded-full sm:px-5')}
        />
        <SubmitButton
          form="newsletter"
          submitting={submitting}
          label={copy.submitLabel}
          className="shrink-0"
        />
      </div>
      <PrivacyNotice form="newsletter" className="mt-3" />
    </LeadFormFrame>
  );
}
