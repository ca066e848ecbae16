/**
 * The chat assistant as a pure state machine: a reducer over the conversation, with no React
 * and no timers. The component owns time: it dispatches `greet` 500 ms after the first
 * opening, moves `pending` replies into the log with `deliver` once the typing delay has
 * passed, and runs the submission while the step is 'submitting'.
 *
 * Steps: idle -> askingName -> askingEmail -> askingCompany -> askingDetails -> submitting
 * -> idle, entered by choosing 'Yes, let's start' on the consultation offer.
 */
import { chatPayloadSchema } from '@/lib/mail-list/schemas';
import { NOT_PROVIDED, type ConsultationDraft, type SubmitResult } from '@/lib/mail-list/client';
import { chatContent, fillTemplate, type OptionId } from './content';
import { routeMessage, type Intent } from './router';

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

export interface ChatMessage {
  id: string;
  sender: 'bot' | 'visitor';
  text: string;
  timestamp: number;
  options?: ChatOption[];
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

const { replies, options: optionCopy, panel } = chatContent;

const GREETING_OPTIONS: OptionId[] = ['bookConsultation', 'services', 'ai', 'industries'];
const TOPIC_OPTIONS: OptionId[] = ['services', 'ai', 'industries'];

/** Each answer of the idle conversation: its text and the quick replies offered with it. */
const ANSWERS: Record<Intent | 'notNow' | 'restart', { text: string; options: OptionId[] }> = {
  consultation: { text: replies.consultationOffer, options: ['startConsultation', 'notNow'] },
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

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/**
 * The required shape, local@domain.tld with a TLD of two or more letters, further held to the
 * mail-list payload's own email rule so that an accepted address is never refused at submit.
 */
export function isValidEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email) && chatPayloadSchema.shape.email.safeParse(email).success;
}

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
): [ChatMessage, number] {
  const msg: ChatMessage = { id: `m${state.nextId}`, sender, text, timestamp: now };
  if (optionIds?.length) msg.options = optionsFor(optionIds);
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

function onSend(state: ChatState, raw: string, now: number): ChatState {
  if (!canSend(state, raw)) return state;
  const text = raw.trim();
  const shown = text || panel.skipped;
  switch (state.step) {
    case 'idle':
      return exchange(state, now, text, answer(routeMessage(text)));
    case 'askingName': {
      const name = text || NOT_PROVIDED;
      const reply = text ? fillTemplate(replies.askEmailNamed, { name }) : replies.askEmail;
      return exchange(
        state,
        now,
        shown,
        { text: reply },
        {
          step: 'askingEmail',
          draft: { ...state.draft, name },
        },
      );
    }
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
  if (option === 'startConsultation') {
    // Starting over discards any draft kept from a failed attempt.
    return exchange(
      state,
      now,
      label,
      { text: replies.askName },
      { step: 'askingName', draft: {} },
    );
  }
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
  // The draft stays so that 'Try again' resends exactly what the visitor gave.
  const [msg, nextId] = message(state, 'bot', replies.failure, now, ['tryAgain']);
  return { ...state, step: 'idle', pending: [...state.pending, msg], nextId };
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
