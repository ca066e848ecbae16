'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FieldLabel, SuccessPanel, controlClasses } from '@/components/forms/form-controls';
import { NativePostFields, nativePostProps } from '@/components/forms/native-post-fields';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';
import { toast } from '@/components/ui/toast';
import { AppToaster } from '@/components/ui/toaster';
import { buttonClasses } from '@/components/ui/link-button';
import type { ContactCopy } from '@/lib/content/forms';
import { sendContactInquiry } from '@/lib/mail-list/client';
import { checkSubmission } from '@/lib/mail-list/spam-check';
import { CONTACT_TOASTS, SUBMITTING_LABEL, SUCCESS_PANEL_MS } from '@/lib/mail-list/messages';
import {
  BUDGET_OPTIONS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
  type ContactPayload,
} from '@/lib/mail-list/schemas';
import { cn } from '@/lib/utils/cn';

export interface ContactFormIslandProps {
  copy: ContactCopy;
  /** Server-rendered icons (icons cost no JavaScript). */
  icons: { success: ReactNode; chevron: ReactNode };
}

/** The form's values, named as the spec's JSON keys: the native post sends the same names. */
type Values = ContactPayload;

const EMPTY: Values = {
  email: '',
  first_name: '',
  last_name: '',
  phone_number: '',
  company: '',
  website: '',
  service: SERVICE_OPTIONS[0],
  budget: '',
  timeline: '',
  message: '',
};

/**
 * 'Start Your Project': browser-native validation only. While sending, every control is
 * disabled and the button reads 'Sending...'. Success: toast, a confirmation panel for 5 s,
 * fields cleared, then the form again. Failure: destructive toast, console.error, values kept.
 */
export function ContactFormIsland({ copy, icons }: ContactFormIslandProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  useIslandHandoff(rootRef, (name, value) => {
    if (name in EMPTY) setValues((current) => ({ ...current, [name]: value }));
  });
  const { status, submit } = useLeadSubmission({
    successPanelMs: SUCCESS_PANEL_MS,
    panelRef,
    firstFieldRef,
  });
  const submitting = status === 'submitting';
  const { fields } = copy;

  const bind = <K extends keyof Values>(key: K) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    disabled: submitting,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value as Values[K] })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkSubmission(event.currentTarget);
    // A tripped spam check looks like a success to the bot and sends nothing.
    const result = await submit(async () =>
      check.tripped ? { ok: true } : sendContactInquiry(values, { elapsedMs: check.elapsedMs }),
    );
    if (!result) return;
    if (result.ok) {
      setValues(EMPTY);
      toast.success(CONTACT_TOASTS.success.title, {
        description: CONTACT_TOASTS.success.description,
      });
    } else {
      console.error('Contact form: the inquiry was not sent', result);
      toast.error(CONTACT_TOASTS.failure.title, {
        description: CONTACT_TOASTS.failure.description,
      });
    }
  }

  const input = cn(controlClasses, 'min-h-12');
  const select = cn(controlClasses, 'min-h-12 appearance-none pr-11');
  const chevron = (
    <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-ink-600">
      {icons.chevron}
    </span>
  );

  /** A labelled select; an optional one starts on its placeholder option (value ''). */
  const selectField = (
    key: 'service' | 'budget' | 'timeline',
    options: readonly string[],
    { required = false, wide = false } = {},
  ) => {
    const placeholder = required ? undefined : fields[key].placeholder;
    return (
      <div className={wide ? 'sm:col-span-2' : undefined}>
        <FieldLabel htmlFor={`${id}-${key}`} required={required}>
          {fields[key].label}
        </FieldLabel>
        <div className="relative">
          <select {...bind(key)} required={required} className={select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {chevron}
        </div>
      </div>
    );
  };

  return (
    <div ref={rootRef} data-island="contact-form" data-contact-form="">
      {status !== 'success' && (
        <form
          {...nativePostProps}
          onSubmit={onSubmit}
          aria-label={copy.label}
          aria-busy={submitting}
        >
          <NativePostFields kind="contact" disabled={submitting} />
          <p className="mb-6 text-sm text-ink-600">{copy.requiredNote}</p>
          <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={`${id}-first_name`} required>
                {fields.firstName.label}
              </FieldLabel>
              <input
                ref={firstFieldRef}
                {...bind('first_name')}
                type="text"
                required
                autoComplete="given-name"
                placeholder={fields.firstName.placeholder}
                className={input}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-last_name`} required>
                {fields.lastName.label}
              </FieldLabel>
              <input
                {...bind('last_name')}
                type="text"
                required
                autoComplete="family-name"
                placeholder={fields.lastName.placeholder}
                className={input}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-email`} required>
                {fields.email.label}
              </FieldLabel>
              <input
                {...bind('email')}
                type="email"
                required
                autoComplete="email"
                placeholder={fields.email.placeholder}
                className={input}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-phone_number`}>{fields.phone.label}</FieldLabel>
              <input
                {...bind('phone_number')}
                type="tel"
                autoComplete="tel"
                placeholder={fields.phone.placeholder}
                className={input}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-company`}>{fields.company.label}</FieldLabel>
              <input
                {...bind('company')}
                type="text"
                autoComplete="organization"
                placeholder={fields.company.placeholder}
                className={input}
              />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-website`}>{fields.website.label}</FieldLabel>
              {/* Text, not type=url: visitors type "company.com" and validation is required-only. */}
              <input
                {...bind('website')}
                type="text"
                inputMode="url"
                autoComplete="url"
                placeholder={fields.website.placeholder}
                className={input}
              />
            </div>
            {selectField('service', SERVICE_OPTIONS, { required: true, wide: true })}
            {selectField('budget', BUDGET_OPTIONS)}
            {selectField('timeline', TIMELINE_OPTIONS)}
            <div className="sm:col-span-2">
              <FieldLabel htmlFor={`${id}-message`}>{fields.message.label}</FieldLabel>
              <textarea
                {...bind('message')}
                rows={5}
                placeholder={fields.message.placeholder}
                className={cn(controlClasses, 'resize-y py-3')}
              />
            </div>
          </div>
          <button
            type="submit"
            data-pending-label={SUBMITTING_LABEL.contact}
            disabled={submitting}
            className={cn(buttonClasses('primary', 'lg'), 'mt-8 w-full sm:w-auto sm:min-w-48')}
          >
            {submitting ? SUBMITTING_LABEL.contact : copy.submitLabel}
          </button>
        </form>
      )}
      <SuccessPanel
        shown={status === 'success'}
        panelRef={panelRef}
        title={copy.success.title}
        text={copy.success.text}
        icon={icons.success}
      />
      <AppToaster />
    </div>
  );
}
