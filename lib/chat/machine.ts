/**
 * The chat assistant as a pure state machine: a reducer over the conversation, with no React
 * and no timers. The component owns time: it dispatches `greet` 500 ms after the first
 * opening, moves `pending` replies into the log with `deliver` once the typing delay has
 * passed, and runs the submission while the step is 'submitting'.
 *
 * Steps: idle -> askingName -> askingEmail -> askingCompany -> askingDetails -> submitting
 * -> idle, entered by choosing 'Yes, let's start' on the consultation offer, or by answering
 * the offer in words that mean yes or give a name (docs/floating-chat.md#the-consultation-offer).
 */
import { isValidEmail } from '@/lib/leads/email-rule';
import { NOT_PROVIDED, type ConsultationDraft, type SubmitResult } from '@/lib/mail-list/client';
import { fillTemplate } from '@/lib/utils/fill-template';
import { chatContent, type OptionId } from './content';
import { CONTACT_HANDOFF_HREF } from './handoff';
import { readOfferReply } from './offer-reply';
import { routeMessage, type Intent } from './router';
import { site } from '@/lib/site';

export const GREETING_DELAY_MS = 500;
export const TYPING_DELAY_MS = 1000;

export type ChatStep =
  'idle' | 'askingName' | 'askingEmail' | 'askingCompany' | 'askingDetails' | 'submitting';

export interface ChatOption {
  id: OptionId;
  label: string;
  /** Options with an href are links to a page; the others are replies the machine handles. */
  href?: string;
}

/** A link a message carries for good (unlike options, which show on the latest message only). */
export interface ChatLink {
  label: string;
  href: string;
}

export interface ChatMessage {
  id: string;
  sender: 'bot' | 'visitor';
  text: string;
  timestamp: number;
  options?: ChatOption[];
  links?: ChatLink[];
}

export interface ChatState {
  step: ChatStep;
  /** What the consultation flow collected; kept after a failed submission for 'Try again'. */
  draft: Partial<ConsultationDraft>;
  messages: ChatMessage[];
  /** Bot replies waiting for the typing delay to pass before they join the log. */
  pending: ChatMessage[];
  /** When the visitor's last message was sent; the typing delay counts from here. */
  typingSince: number | null;
  /** Increments at each submission start, so the component sends each attempt once. */
  submissionId: number;
  nextId: number;
}

export type ChatEvent =
  | { type: 'greet'; now: number }
  | { type: 'send'; text: string; now: number }
  | { type: 'choose'; option: OptionId; now: number }
  | { type: 'submitted'; result: SubmitResult; now: number }
  | { type: 'deliver' };

export const initialChatState: ChatState = {
  step: 'idle',
  draft: {},
  messages: [],
  pending: [],
  typingSince: null,
  submissionId: 0,
  nextId: 1,
};

const { replies, options: optionCopy, panel, links: linkCopy } = chatContent;

const GREETING_OPTIONS: OptionId[] = ['bookConsultation', 'services', 'ai', 'industries'];
const TOPIC_OPTIONS: OptionId[] = ['services', 'ai', 'industries'];
const OFFER_OPTIONS: OptionId[] = ['startConsultation', 'notNow'];

/** After a failed send: write to us, or send the same answers with the contact form. */
const ELSEWHERE_LINKS: ChatLink[] = [
  { label: linkCopy.email, href: `mailto:${site.email}` },
  { label: linkCopy.contactForm, href: CONTACT_HANDOFF_HREF },
];

/** Each answer of the idle conversation: its text and the quick replies offered with it. */
const ANSWERS: Record<Intent | 'notNow' | 'restart', { text: string; options: OptionId[] }> = {
  consultation: { text: replies.consultationOffer, options: OFFER_OPTIONS },
  services: { text: replies.services, options: ['bookConsultation', 'viewServices'] },
  ai: { text: replies.ai, options: ['bookConsultation', 'industries'] },
  industries: { text: replies.industries, options: ['bookConsultation', 'successStories'] },
  fallback: { text: replies.fallback, options: TOPIC_OPTIONS },
  notNow: { text: replies.notNow, options: TOPIC_OPTIONS },
  restart: { text: replies.restart, options: GREETING_OPTIONS },
};

/** Options chosen from the greeting and answers that lead to an answer. */
const OPTION_INTENTS: Partial<Record<OptionId, keyof typeof ANSWERS>> = {
  bookConsultation: 'consultation',
  services: 'services',
  ai: 'ai',
  industries: 'industries',
  notNow: 'notNow',
};

export function optionsFor(ids: OptionId[]): ChatOption[] {
  return ids.map((id) => {
    const copy = optionCopy[id];
    return 'href' in copy ? { id, label: copy.label, href: copy.href } : { id, label: copy.label };
  });
}

/**
 * The mail-list payload's own email rule (local@domain.tld, a TLD of two or more letters, as
 * the Worker checks it), the one rule for an address anywhere on the site: an address the chat
 * accepts is never refused at submit.
 */
export { isValidEmail };

/** Whether the visitor may send now; blank input only proceeds at the skippable and email steps. */
export function canSend(state: ChatState, text: string): boolean {
  if (isBusy(state)) return false;
  if (text.trim()) return true;
  return state.step !== 'idle';
}

/** The bot is typing: a reply is pending or the request is being sent. */
export function isBusy(state: ChatState): boolean {
  return state.pending.length > 0 || state.step === 'submitting';
}

/** The answers kept after a failed send, for 'Try again' and the contact form; else null. */
export function keptAnswers(state: ChatState): ChatState['draft'] | null {
  return state.step === 'idle' && state.draft.email ? state.draft : null;
}

/** The draft to submit while the step is 'submitting'. */
export function submissionDraft(state: ChatState): ConsultationDraft | null {
  const { email, name, company, details } = state.draft;
  if (state.step !== 'submitting' || !email) return null;
  return { email, name, company, details };
}

function message(
  state: ChatState,
  sender: ChatMessage['sender'],
  text: string,
  now: number,
  optionIds?: OptionId[],
  links?: ChatLink[],
): [ChatMessage, number] {
  const msg: ChatMessage = { id: `m${state.nextId}`, sender, text, timestamp: now };
  if (optionIds?.length) msg.options = optionsFor(optionIds);
  if (links?.length) msg.links = links;
  return [msg, state.nextId + 1];
}

/** Appends the visitor's message (if any), queues the bot's reply and moves to `step`. */
function exchange(
  state: ChatState,
  now: number,
  visitorText: string | null,
  reply: { text: string; options?: OptionId[] } | null,
  changes: Partial<ChatState> = {},
): ChatState {
  let next: ChatState = { ...state, ...changes, typingSince: now };
  if (visitorText !== null) {
    const [msg, nextId] = message(next, 'visitor', visitorText, now);
    next = { ...next, messages: [...next.messages, msg], nextId };
  }
  if (reply) {
    const [msg, nextId] = message(next, 'bot', reply.text, now, reply.options);
    next = { ...next, pending: [...next.pending, msg], nextId };
  }
  return next;
}

function answer(key: keyof typeof ANSWERS) {
  return ANSWERS[key];
}

function startSubmission(
  state: ChatState,
  now: number,
  visitorText: string,
  draft: ChatState['draft'],
) {
  return exchange(state, now, visitorText, null, {
    step: 'submitting',
    draft,
    submissionId: state.submissionId + 1,
  });
}

/** Starts the consultation: the name comes first. Any draft kept from a failed attempt goes. */
function startConsultation(state: ChatState, now: number, visitorText: string): ChatState {
  return exchange(
    state,
    now,
    visitorText,
    { text: replies.askName },
    { step: 'askingName', draft: {} },
  );
}

/** Takes the name (empty: 'Not Provided') and asks for the e-mail, by name when given. */
function takeName(state: ChatState, now: number, visitorText: string, name: string): ChatState {
  const reply = name ? fillTemplate(replies.askEmailNamed, { name }) : replies.askEmail;
  return exchange(
    state,
    now,
    visitorText,
    { text: reply },
    { step: 'askingEmail', draft: { ...state.draft, name: name || NOT_PROVIDED } },
  );
}

/**
 * The consultation offer is open while the latest message offers 'Yes, let's start': the
 * offer itself, or an answer given while it was open (which keeps its buttons).
 */
export function isOfferOpen(state: ChatState): boolean {
  const last = state.messages.at(-1);
  return (
    state.step === 'idle' &&
    last?.sender === 'bot' &&
    Boolean(last.options?.some((option) => option.id === 'startConsultation'))
  );
}

/** The offer's buttons first, then the answer's own suggestions (not 'Book a consultation'). */
function withOfferOptions(options: OptionId[]): OptionId[] {
  const own = options.filter((id) => id !== 'bookConsultation' && !OFFER_OPTIONS.includes(id));
  return [...OFFER_OPTIONS, ...own];
}

/**
 * Free text at the open offer: yes starts the consultation (with the name, when one was typed),
 * no closes the offer, and anything else gets its usual answer with the offer's buttons kept.
 */
function answerOffer(state: ChatState, text: string, now: number): ChatState {
  const reply = readOfferReply(text);
  if (reply.kind === 'yes' && reply.name) {
    return takeName({ ...state, draft: {} }, now, text, reply.name);
  }
  if (reply.kind === 'yes') return startConsultation(state, now, text);
  if (reply.kind === 'no') return exchange(state, now, text, answer('notNow'));
  const { text: replyText, options } = answer(routeMessage(text));
  return exchange(state, now, text, { text: replyText, options: withOfferOptions(options) });
}

function onSend(state: ChatState, raw: string, now: number): ChatState {
  if (!canSend(state, raw)) return state;
  const text = raw.trim();
  const shown = text || panel.skipped;
  switch (state.step) {
    case 'idle':
      if (isOfferOpen(state)) return answerOffer(state, text, now);
      return exchange(state, now, text, answer(routeMessage(text)));
    case 'askingName':
      return takeName(state, now, shown, text);
    case 'askingEmail':
      if (!text) return exchange(state, now, null, { text: replies.emptyEmail });
      if (!isValidEmail(text)) return exchange(state, now, text, { text: replies.invalidEmail });
      return exchange(
        state,
        now,
        text,
        { text: replies.askCompany },
        {
          step: 'askingCompany',
          draft: { ...state.draft, email: text },
        },
      );
    case 'askingCompany':
      return exchange(
        state,
        now,
        shown,
        { text: replies.askDetails },
        {
          step: 'askingDetails',
          draft: { ...state.draft, company: text || NOT_PROVIDED },
        },
      );
    case 'askingDetails':
      return startSubmission(state, now, shown, { ...state.draft, details: text || NOT_PROVIDED });
    default:
      return state;
  }
}

function onChoose(state: ChatState, option: OptionId, now: number): ChatState {
  if (state.step !== 'idle' || isBusy(state)) return state;
  const label = optionCopy[option].label;
  if (option === 'startConsultation') return startConsultation(state, now, label);
  if (option === 'askAnother') {
    return exchange(state, now, label, answer('restart'), { draft: {} });
  }
  if (option === 'tryAgain') {
    if (!state.draft.email) return state;
    return startSubmission(state, now, label, state.draft);
  }
  const intent = OPTION_INTENTS[option];
  // Link options (View all services, See success stories) navigate; they are not replies.
  if (!intent) return state;
  return exchange(state, now, label, answer(intent));
}

function onSubmitted(state: ChatState, result: SubmitResult, now: number): ChatState {
  if (state.step !== 'submitting') return state;
  if (result.ok) {
    const text = fillTemplate(replies.success, { email: state.draft.email ?? '' });
    const [msg, nextId] = message(state, 'bot', text, now, [
      'viewServices',
      'successStories',
      'askAnother',
    ]);
    return { ...state, step: 'idle', draft: {}, pending: [...state.pending, msg], nextId };
  }
  // The draft stays so that 'Try again' resends exactly what the visitor gave. The apology is
  // followed by the ways that do not depend on this request: the address and the contact form,
  // which the chat fills in with the same answers (docs/floating-chat.md#after-a-failed-send).
  const [apology, afterApology] = message(state, 'bot', replies.failure, now);
  const [elsewhere, nextId] = message(
    { ...state, nextId: afterApology },
    'bot',
    replies.failureElsewhere,
    now,
    ['tryAgain'],
    ELSEWHERE_LINKS,
  );
  return { ...state, step: 'idle', pending: [...state.pending, apology, elsewhere], nextId };
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'greet': {
      if (state.messages.length > 0 || state.pending.length > 0) return state;
      const [msg, nextId] = message(state, 'bot', replies.greeting, event.now, GREETING_OPTIONS);
      return { ...state, messages: [msg], nextId };
    }
    case 'send':
      return onSend(state, event.text, event.now);
    case 'choose':
      return onChoose(state, event.option, event.now);
    case 'submitted':
      return onSubmitted(state, event.result, event.now);
    case 'deliver':
      if (state.pending.length === 0) return state;
      return { ...state, messages: [...state.messages, ...state.pending], pending: [] };
  }
}
