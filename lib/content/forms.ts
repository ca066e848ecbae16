import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '@/lib/content/parse';
import { readContentJson } from '@/lib/content/site-tokens';

const text = z.string().min(1);
const panelSchema = z.object({ title: text, text });
const fieldSchema = z.object({ label: text, placeholder: text.optional() });

export const formsCopySchema = z.object({
  newsletter: z.object({
    emailLabel: text,
    placeholder: text,
    submitLabel: text,
    success: panelSchema,
  }),
  contact: z.object({
    label: text,
    requiredNote: text,
    fields: z.object({
      firstName: fieldSchema,
      lastName: fieldSchema,
      email: fieldSchema,
      phone: fieldSchema,
      company: fieldSchema,
      website: fieldSchema,
      service: fieldSchema,
      budget: fieldSchema.required({ placeholder: true }),
      timeline: fieldSchema.required({ placeholder: true }),
      message: fieldSchema,
    }),
    submitLabel: text,
    success: panelSchema,
  }),
});

export type FormsCopy = z.output<typeof formsCopySchema>;
export type NewsletterCopy = FormsCopy['newsletter'];
export type ContactCopy = FormsCopy['contact'];

/**
 * Loads content/forms.json: the editable words of the lead forms (labels, placeholders,
 * success panels). The state labels and toasts are fixed wording and live in
 * lib/mail-list/messages.ts.
 */
export function getFormsCopy(file = path.join(CONTENT_DIR, 'forms.json')): FormsCopy {
  return readContentJson(file, formsCopySchema);
}
