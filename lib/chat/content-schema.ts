import { z } from 'zod';
import raw from '@/content/chat.json';
import { CHAT_CONTENT_FILE, fillSiteFacts, type ChatContent } from '@/lib/chat/content';

/**
 * The schema of content/chat.json, checked at build (the home page's chat widget calls
 * checkChatContent while Next renders it, and a unit test does the same): the browser gets the
 * file as plain typed data, without a validator (docs/islands.md#plain-data-in-the-browser).
 */
// Exact text: what the file says is what the browser shows (no trimming on the way).
const text = z
  .string()
  .min(1)
  .refine((value) => value === value.trim(), 'must not start or end with spaces');
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
    failureElsewhere: containing('{companyEmail}'),
  }),
  links: z.object({ email: containing('{companyEmail}'), contactForm: text, label: text }),
  handoff: z.object({ contactLine: text }),
  toasts: z.object({ success: toast, failure: toast, networkError: toast }),
});

// The schema and the type the chat's code uses must stay one shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameShape: Same<z.output<typeof chatContentSchema>, ChatContent> = true;
void sameShape;

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

/** Validates content/chat.json itself; throws, naming the file and every bad field. */
export const checkChatContent = () => parseChatContent(raw);
