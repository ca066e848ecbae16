/**
 * The chat's hand-off to the contact form after a failed send
 * (docs/floating-chat.md#after-a-failed-send): what the visitor told the chat goes to the
 * contact form through the tab's sessionStorage, never through the URL. The link carries only
 * `?from=chat`, which says "look for a hand-off" (and makes the page hydrate at once); the
 * form takes the stored answers once and removes them.
 *
 * Pure and small: the contact form island imports it.
 */
import { NOT_PROVIDED, type ConsultationDraft } from '@/lib/mail-list/client';

/** The link the chat offers; the query names no person, only where the visitor came from. */
export const HANDOFF_PARAM = 'from';
export const HANDOFF_SOURCE = 'chat';
export const CONTACT_HANDOFF_HREF = `/contact?${HANDOFF_PARAM}=${HANDOFF_SOURCE}`;

/** The sessionStorage key; the tab's storage is gone when the tab closes. */
export const HANDOFF_STORAGE_KEY = 'chat-handoff';

/** What the chat collected so far; skipped answers read 'Not Provided'. */
export type ChatAnswers = Partial<ConsultationDraft>;

/** The contact form's fields the chat's answers fill, named as the form's payload keys. */
export interface ContactHandoff {
  first_name?: string;
  last_name?: string;
  email?: string;
  company?: string;
  message?: string;
}

const HANDOFF_KEYS = ['first_name', 'last_name', 'email', 'company', 'message'] as const;

/** The longest value taken from storage: the form's own longest field (the message). */
const MAX_VALUE_LENGTH = 5000;

/** A skipped answer ('Not Provided') is never copied into a form field. */
const answered = (value?: string) => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== NOT_PROVIDED ? trimmed : undefined;
};

/**
 * The chat's answers as contact form fields. The chat asks for one name; the form has first and
 * last name: the first word is the first name, the rest the last name ("Priya Sharma" ->
 * Priya / Sharma). A single word fills the first name only, and the visitor adds the last.
 */
export function contactHandoffFrom(answers: ChatAnswers): ContactHandoff {
  const [first, ...rest] = answered(answers.name)?.split(/\s+/) ?? [];
  const values: ContactHandoff = {
    first_name: first,
    last_name: rest.join(' ') || undefined,
    email: answered(answers.email),
    company: answered(answers.company),
    message: answered(answers.details),
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as ContactHandoff;
}

/** Stored form: only the known keys, only strings, each bounded; anything else is dropped. */
export function parseContactHandoff(stored: string | null): ContactHandoff | undefined {
  if (!stored) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object') return undefined;
  const values: ContactHandoff = {};
  for (const key of HANDOFF_KEYS) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() && value.length <= MAX_VALUE_LENGTH) {
      values[key] = value.trim();
    }
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

/** Storage that may be missing or may throw (disabled, full, private mode). */
type MaybeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/** Keeps the answers for the contact form; false when storage refused them. */
export function storeContactHandoff(storage: MaybeStorage, answers: ChatAnswers): boolean {
  try {
    storage?.setItem(HANDOFF_STORAGE_KEY, JSON.stringify(contactHandoffFrom(answers)));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Forgets the answers (the send succeeded, or the visitor started over). */
export function clearContactHandoff(storage: MaybeStorage): void {
  try {
    storage?.removeItem(HANDOFF_STORAGE_KEY);
  } catch {
    // Storage that cannot be written holds nothing of ours.
  }
}

/**
 * The answers for a page opened from the chat's link (`search` names the chat), taken once:
 * they are removed as they are read, so they fill the form a single time.
 */
export function takeContactHandoff(
  storage: MaybeStorage,
  search: string,
): ContactHandoff | undefined {
  if (new URLSearchParams(search).get(HANDOFF_PARAM) !== HANDOFF_SOURCE) return undefined;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(HANDOFF_STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  clearContactHandoff(storage);
  return parseContactHandoff(stored);
}
