import { z } from 'zod';
import raw from '@/content/chat.json';
import { site } from '@/lib/site';

/**
 * Every word the chat shows lives in content/chat.json, checked here. This module runs in the
 * browser too (inside the lazily loaded chat chunk), so it parses the imported JSON itself
 * instead of reading files; the home page imports it on the server as well, so a malformed
 * file fails `next build` with the file and the field named.
 */
export const CHAT_CONTENT_FILE = 'content/chat.json';

const text = z.string().trim().min(1);
const option = z.object({ label: text });
const linkOption = option.extend({
  href: z.string().regex(/^\/[a-z0-9\-/]*$/, 'expected a site path like /services'),
});
const toast = z.object({ title: text, description: text });
const containing = (placeholder: string) =>
  text.refine((value) => value.includes(placeholder), `must contain ${placeholder}`);

export const chatContentSchema = z.object({
  /** href: where the launcher leads when the chat cannot run (no JavaScript, blocked scripts). */
  launcher: z.object({ open: text, close: text, href: linkOption.shape.href }),
  panel: z.object({
    title: text,
    subtitle: text,
    logLabel: text,
    inputLabel: text,
    send: text,
    close: text,
    typing: text,
    senderBot: text,
    senderVisitor: text,
    skipped: text,
    suggestions: text,
    placeholders: z.object({
      idle: text,
      askingName: text,
      askingEmail: text,
      askingCompany: text,
      askingDetails: text,
      submitting: text,
    }),
  }),
  options: z.object({
    bookConsultation: option,
    services: option,
    ai: option,
    industries: option,
    startConsultation: option,
    notNow: option,
    askAnother: option,
    tryAgain: option,
    viewServices: linkOption,
    successStories: linkOption,
  }),
  replies: z.object({
    greeting: text,
    restart: text,
    consultationOffer: text,
    notNow: text,
    services: text,
    ai: text,
    industries: text,
    fallback: text,
    askName: text,
    askEmail: text,
    askEmailNamed: containing('{name}'),
    invalidEmail: text,
    emptyEmail: text,
    askCompany: text,
    askDetails: text,
    success: containing('{email}'),
    failure: text,
  }),
  toasts: z.object({ success: toast, failure: toast, networkError: toast }),
});

export type ChatContent = z.output<typeof chatContentSchema>;
export type OptionId = keyof ChatContent['options'];

/** Replaces {key} with vars[key]; unknown keys stay as written. */
export function fillTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => vars[key] ?? match);
}

/** Site facts that copy may reference, so no company fact is retyped in content. */
const SITE_VARS = { company: site.name, responsePromise: site.responsePromise };

function fillSiteFacts<T>(value: T): T {
  if (typeof value === 'string') return fillTemplate(value, SITE_VARS) as T;
  if (Array.isArray(value)) return value.map(fillSiteFacts) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, fillSiteFacts(entry)]),
    ) as T;
  }
  return value;
}

/** Validates chat content, throwing an error that names the file and every bad field. */
export function parseChatContent(data: unknown, file = CHAT_CONTENT_FILE): ChatContent {
  const result = chatContentSchema.safeParse(data);
  if (!result.success) {
    const fields = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new Error(`Invalid content in ${file}:\n${fields.join('\n')}`);
  }
  return fillSiteFacts(result.data);
}

export const chatContent: ChatContent = parseChatContent(raw);
