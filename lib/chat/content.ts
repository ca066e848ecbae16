import raw from '@/content/chat.json';
import { site } from '@/lib/site';
import { fillTemplate } from '@/lib/utils/fill-template';

/**
 * Every word the chat shows lives in content/chat.json. The browser gets it as plain typed
 * data; its schema (lib/chat/content-schema.ts) checks the file at build.
 */
export const CHAT_CONTENT_FILE = 'content/chat.json';

interface Option {
  label: string;
}
interface LinkOption extends Option {
  /** A site path like /services. */
  href: string;
}
interface Toast {
  title: string;
  description: string;
}

export interface ChatContent {
  /** href: where the launcher leads when the chat cannot run (no JavaScript, blocked scripts). */
  launcher: { open: string; close: string; href: string };
  panel: {
    title: string;
    subtitle: string;
    logLabel: string;
    inputLabel: string;
    send: string;
    close: string;
    typing: string;
    senderBot: string;
    senderVisitor: string;
    skipped: string;
    suggestions: string;
    placeholders: Record<
      'idle' | 'askingName' | 'askingEmail' | 'askingCompany' | 'askingDetails' | 'submitting',
      string
    >;
  };
  options: Record<
    | 'bookConsultation'
    | 'services'
    | 'ai'
    | 'industries'
    | 'startConsultation'
    | 'notNow'
    | 'askAnother'
    | 'tryAgain',
    Option
  > &
    Record<'viewServices' | 'successStories', LinkOption>;
  replies: Record<
    | 'greeting'
    | 'restart'
    | 'consultationOffer'
    | 'notNow'
    | 'services'
    | 'ai'
    | 'industries'
    | 'fallback'
    | 'askName'
    | 'askEmail'
    | 'askEmailNamed'
    | 'invalidEmail'
    | 'emptyEmail'
    | 'askCompany'
    | 'askDetails'
    | 'success'
    | 'failure'
    | 'failureElsewhere',
    string
  >;
  /** Links after a failed send: the e-mail address and the contact form, filled in. */
  links: Record<'email' | 'contactForm' | 'label', string>;
  /** The contact form's line when it is filled in from the chat (docs/floating-chat.md). */
  handoff: { contactLine: string };
  toasts: Record<'success' | 'failure' | 'networkError', Toast>;
}
export type OptionId = keyof ChatContent['options'];

/** Site facts that copy may reference, so no company fact is retyped in content. */
const SITE_VARS = {
  company: site.name,
  companyEmail: site.email,
  responsePromise: site.responsePromise,
};

export function fillSiteFacts<T>(value: T): T {
  if (typeof value === 'string') return fillTemplate(value, SITE_VARS) as T;
  if (Array.isArray(value)) return value.map(fillSiteFacts) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, fillSiteFacts(entry)]),
    ) as T;
  }
  return value;
}

export const chatContent: ChatContent = fillSiteFacts(raw satisfies ChatContent);
