'use client';

import { ChevronDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FieldLabel, SubmitButton, controlClasses } from '@/components/forms/form-controls';
import { LeadFormFrame } from '@/components/forms/lead-form-frame';
import { PrivacyNotice } from '@/components/forms/privacy-notice';
import { useChatHandoff } from '@/components/forms/use-chat-handoff';
import { useContactIntent } from '@/components/forms/use-contact-intent';
import { fieldValues, useLeadForm } from '@/components/forms/use-lead-form';
import { toast } from '@/components/ui/toast';
import type { ContactIntent } from '@/lib/contact/intent';
import type { ContactCopy } from '@/lib/content/forms';
import { sendContactInquiry } from '@/lib/mail-list/client';
import { CONTACT_TOASTS, SUCCESS_PANEL_MS } from '@/lib/mail-list/messages';
import { BUDGET_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from '@/lib/leads/contact-options';
import type { ContactPayload } from '@/lib/leads/payload-schemas';
import { cn } from '@/lib/utils/cn';

export interface ContactFormIslandProps {
  /** The page the form is on: its native post names it (source_page). */
  pagePath: string;
  copy: ContactCopy;
  /**
   * Prefix of the form's element ids, unique on the page. From props, not useId: the id React
   * derives from a component's place in the tree differs between the page's render and the
   * island's own root (docs/islands.md#hydration-must-match).
   */
  idPrefix: string;
  /** What a call to action may have asked about (`/contact?intent=…`), by id. */
  intents?: Readonly<Record<string, ContactIntent>>;
  /** The line shown when the chat's answers filled the form (`/contact?from=chat`). */
  chatHandoffLine?: string;
}

/** The form's values, named as the service's JSON keys: the native post sends the same names. */
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

/** A line above the form saying what it already knows (the intent, the chat's answers). */
const noteClasses =
  'mb-5 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm leading-relaxed font-medium text-brand-900';

/** A text input of the form: its payload key, its copy in content/forms.json, browser hints. */
interface TextField {
  key: 'first_name' | 'last_name' | 'email' | 'phone_number' | 'company' | 'website';
  copy: keyof ContactCopy['fields'];
  type: 'text' | 'email' | 'tel';
  required?: true;
  inputMode?: 'url';
  autoComplete: string;
}

/** The text inputs in the form's order; the selects and the message follow them. */
const TEXT_FIELDS: TextField[] = [
  {
    key: 'first_name',
    copy: 'firstName',
    type: 'text',
    required: true,
    autoComplete: 'given-name',
  },
  { key: 'last_name', copy: 'lastName', type: 'text', required: true, autoComplete: 'family-name' },
  { key: 'email', copy: 'email', type: 'email', required: true, autoComplete: 'email' },
  { key: 'phone_number', copy: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'company', copy: 'company', type: 'text', autoComplete: 'organization' },
  // Text, not type=url: visitors type "company.com" and validation is required-only.
  { key: 'website', copy: 'website', type: 'text', inputMode: 'url', autoComplete: 'url' },
];

/**
 * 'Start Your Project': browser-native validation only. While sending, every control is
 * disabled and the button reads 'Sending...'. Success: toast, a confirmation panel for 5 s,
 * fields cleared, then the form again. Failure: destructive toast, console.error, values kept.
 */
export function ContactFormIsland({
  pagePath,
  copy,
  idPrefix: id,
  intents,
  chatHandoffLine,
}: ContactFormIslandProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const intent = useContactIntent(intents, ({ service }) =>
    setValues((current) => ({ ...current, service: service as Values['service'] })),
  );
  const fromChat = useChatHandoff((answers) =>
    setValues((current) => ({ ...current, ...answers })),
  );
  const form = useLeadForm({
    successPanelMs: SUCCESS_PANEL_MS,
    adopt: (name, value) => {
      if (name in EMPTY) setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const { fields } = copy;
  const { firstFieldRef, submitting } = form;

  const bind = <K extends keyof Values>(key: K) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    disabled: submitting,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value as Values[K] })),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const typed = fieldValues(event.currentTarget, Object.keys(EMPTY) as (keyof Values)[]);
    const current = { ...values, ...typed } as Values;
    setValues(current);
    const result = await form.submitLead(event, (options) => sendContactInquiry(current, options));
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
    <span className="select-chevron pointer-events-none absolute inset-y-0 right-4 flex items-center text-ink-600">
      <ChevronDown aria-hidden="true" className="size-5" />
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
    <LeadFormFrame
      kind="contact"
      pagePath={pagePath}
      form={form}
      onSubmit={onSubmit}
      success={copy.success}
      rootData={{ 'data-contact-form': '' }}
      label={copy.label}
    >
      {intent && (
        <p data-contact-intent="" className={noteClasses}>
          {intent.line}
        </p>
      )}
      {fromChat && chatHandoffLine && (
        <p data-chat-handoff="" className={noteClasses}>
          {chatHandoffLine}
        </p>
      )}
      <p className="mb-6 text-sm text-ink-600">{copy.requiredNote}</p>
      <div className="grid gap-x-5 gap-y-6 @min-[36rem]/page:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.key}>
            <FieldLabel htmlFor={`${id}-${field.key}`} required={field.required}>
              {fields[field.copy].label}
            </FieldLabel>
            <input
              ref={field.key === 'first_name' ? firstFieldRef : undefined}
              {...bind(field.key)}
              type={field.type}
              required={field.required}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              placeholder={fields[field.copy].placeholder}
              className={input}
            />
          </div>
        ))}
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
      <SubmitButton
        form="contact"
        submitting={submitting}
        label={copy.submitLabel}
        className="mt-8 w-full sm:w-auto sm:min-w-48"
      />
      <PrivacyNotice form="contact" className="mt-4" />
    </LeadFormFrame>
  );
}
