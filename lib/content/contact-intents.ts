import path from 'node:path';
import { z } from 'zod';
import type { ContactIntent } from '@/lib/contact/intent';
import { CONTENT_DIR, text } from '@/lib/content/parse';
import { readContentJson } from '@/lib/content/site-tokens';
import { SERVICE_OPTIONS } from '@/lib/leads/payload-schemas';

/**
 * content/contact-intents.json: each intent a call to action may carry to /contact, the contact
 * form's service option it selects and the topic its line names (docs/contact-path.md).
 */
export const contactIntentsSchema = z.object({
  /** The line above the form; "{topic}" is replaced by the intent's topic. */
  line: text.includes('{topic}'),
  intents: z.record(
    z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an intent id is kebab-case'),
    z.object({ topic: text, service: z.enum(SERVICE_OPTIONS) }),
  ),
});

export const CONTACT_INTENTS_FILE = path.join(CONTENT_DIR, 'contact-intents.json');

/** Every intent, ready for the form: its service option and its line with the topic filled. */
export function getContactIntents(file = CONTACT_INTENTS_FILE): Record<string, ContactIntent> {
  const { line, intents } = readContentJson(file, contactIntentsSchema);
  return Object.fromEntries(
    Object.entries(intents).map(([id, { topic, service }]) => [
      id,
      { service, line: line.replace('{topic}', topic) },
    ]),
  );
}
