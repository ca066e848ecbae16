import {
  chatReducer,
  canSend,
  initialChatState,
  isBusy,
  isOfferOpen,
  isValidEmail,
  keptAnswers,
  submissionDraft,
  type ChatEvent,
  type ChatState,
} from './machine';
import { chatContent } from './content';
import { CONTACT_HANDOFF_HREF } from './handoff';
import { site } from '@/lib/site';
import type { OptionId } from './content';

const { replies } = chatContent;
const NOW = 1_000;

function apply(state: ChatState, ...events: ChatEvent[]): ChatState {
  return events.reduce(chatReducer, state);
}
/** The visitor sends, and the typing delay passes. */
const say = (state: ChatState, text: string) =>
  apply(state, { type: 'send', text, now: NOW }, { type: 'deliver' });
const pick = (state: ChatState, option: OptionId) =>
  apply(state, { type: 'choose', option, now: NOW }, { type: 'deliver' });
const lastMessage = (state: ChatState) => state.messages.at(-1)!;
const lastBotText = (state: ChatState) => lastMessage(state).text;
const optionLabels = (state: ChatState) => lastMessage(state).options?.map((o) => o.label);

const greeted = apply(initialChatState, { type: 'greet', now: NOW });
const atName = pick(pick(greeted, 'bookConsultation'), 'startConsultation');
const atEmail = say(atName, '  Priya Sharma ');
const atCompany = say(atEmail, 'priya@northwind.io');
const atDetails = say(atCompany, 'Northwind Labs');
const submitting = apply(atDetails, { type: 'send', text: 'A fleet dashboard', now: NOW });

describe('greeting', () => {
  it('starts idle and empty', () => {
    expect(initialChatState).toMatchObject({ step: 'idle', messages: [], pending: [] });
  });

  it('greets once with four quick options', () => {
    expect(greeted.messages).toHaveLength(1);
    expect(lastMessage(greeted)).toMatchObject({
      sender: 'bot',
      text: "Hi, I'm the Arcforge assistant. Ask me about our services, our AI work or the industries we serve, or book a free consultation with one of our senior engineers.",
      timestamp: NOW,
    });
    expect(optionLabels(greeted)).toEqual([
      'Book a consultation',
      'Our services',
      'AI solutions',
      'Industries we serve',
    ]);
    expect(apply(greeted, { type: 'greet', now: NOW })).toBe(greeted);
  });
});

describe('the visitor message and the typing delay', () => {
  it('adds the visitor message at once and holds the reply until deliver', () => {
    const sent = apply(greeted, { type: 'send', text: '  hello  ', now: 5_000 });
    expect(lastMessage(sent)).toMatchObject({ sender: 'visitor', text: 'hello', timestamp: 5_000 });
    expect(sent.pending).toHaveLength(1);
    expect(sent.typingSince).toBe(5_000);
    expect(isBusy(sent)).toBe(true);
    const delivered = apply(sent, { type: 'deliver' });
    expect(delivered.pending).toEqual([]);
    expect(lastBotText(delivered)).toBe(replies.fallback);
    expect(isBusy(delivered)).toBe(false);
    expect(apply(delivered, { type: 'deliver' })).toBe(delivered);
  });

  it('ignores sends and choices while the bot is typing', () => {
    const sent = apply(greeted, { type: 'send', text: 'hello', now: NOW });
    expect(apply(sent, { type: 'send', text: 'again', now: NOW })).toBe(sent);
    expect(apply(sent, { type: 'choose', option: 'services', now: NOW })).toBe(sent);
  });

  it('ignores a blank message when idle', () => {
    expect(apply(greeted, { type: 'send', text: '   ', now: NOW })).toBe(greeted);
  });

  it('gives every message a unique id', () => {
    const ids = submitting.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('keyword answers', () => {
  it('offers the consultation for project words', () => {
    const offer = say(greeted, 'I have a project');
    expect(lastBotText(offer)).toBe(replies.consultationOffer);
    expect(optionLabels(offer)).toEqual(["Yes, let's start", 'Not right now']);
    expect(offer.step).toBe('idle');
  });

  it('lists the four areas for services', () => {
    const answer = say(greeted, 'What services do you offer?');
    expect(lastBotText(answer)).toBe(replies.services);
    for (const area of ['AI', 'Software', 'SaaS', 'DevOps']) {
      expect(lastBotText(answer)).toMatch(new RegExp(`• ${area}:`));
    }
    expect(lastMessage(answer).options).toEqual([
      { id: 'bookConsultation', label: 'Book a consultation' },
      { id: 'viewServices', label: 'View all services', href: '/services' },
    ]);
  });

  it('answers about AI with the 35% efficiency gain', () => {
    const answer = say(greeted, 'machine learning?');
    expect(lastBotText(answer)).toBe(replies.ai);
    expect(lastBotText(answer)).toContain('35% efficiency gain');
    expect(optionLabels(answer)).toEqual(['Book a consultation', 'Industries we serve']);
  });

  it('answers about industries with the four sectors and 45 solutions', () => {
    const answer = say(greeted, 'Which sectors?');
    expect(lastBotText(answer)).toBe(replies.industries);
    expect(lastBotText(answer)).toContain('45+ solutions');
    expect(lastBotText(answer)).toContain('Healthcare, E-commerce, Automotive and Fintech');
    expect(lastMessage(answer).options).toEqual([
      { id: 'bookConsultation', label: 'Book a consultation' },
      { id: 'successStories', label: 'See success stories', href: '/case-studies' },
    ]);
  });

  it('falls back to three topics', () => {
    const answer = say(greeted, 'He said hi');
    expect(lastBotText(answer)).toBe(
      "I'm not sure I caught that. I can help with three topics: our services, our AI solutions and the industries we serve. Pick one below, or type 'consultation' to book a call with our team.",
    );
    expect(optionLabels(answer)).toEqual(['Our services', 'AI solutions', 'Industries we serve']);
  });
});

describe('quick options', () => {
  it.each<[OptionId, string]>([
    ['bookConsultation', replies.consultationOffer],
    ['services', replies.services],
    ['ai', replies.ai],
    ['industries', replies.industries],
  ])('%s echoes its label and answers', (option, reply) => {
    const next = pick(greeted, option);
    const visitor = next.messages.at(-2)!;
    expect(visitor).toMatchObject({ sender: 'visitor', text: chatContent.options[option].label });
    expect(lastBotText(next)).toBe(reply);
  });

  it('"Not right now" declines and offers the topics', () => {
    const next = pick(pick(greeted, 'bookConsultation'), 'notNow');
    expect(lastBotText(next)).toBe(
      "No problem. Ask me anything whenever you're ready, or pick a topic below.",
    );
    expect(next.step).toBe('idle');
    expect(optionLabels(next)).toHaveLength(3);
  });

  it('link options are navigation, not replies', () => {
    expect(apply(greeted, { type: 'choose', option: 'viewServices', now: NOW })).toBe(greeted);
    expect(apply(greeted, { type: 'choose', option: 'successStories', now: NOW })).toBe(greeted);
  });

  it('"Try again" does nothing without a kept draft', () => {
    expect(apply(greeted, { type: 'choose', option: 'tryAgain', now: NOW })).toBe(greeted);
  });

  it('options are ignored outside the idle step', () => {
    expect(apply(atName, { type: 'choose', option: 'services', now: NOW })).toBe(atName);
  });
});

describe('the consultation flow', () => {
  it("'Yes, let's start' asks for the name", () => {
    expect(atName.step).toBe('askingName');
    expect(lastBotText(atName)).toBe("Great. First, what's your name?");
    expect(atName.messages.at(-2)?.text).toBe("Yes, let's start");
    expect(lastMessage(atName).options).toBeUndefined();
  });

  it('stores the trimmed name and greets by it when asking for the email', () => {
    expect(atEmail.step).toBe('askingEmail');
    expect(atEmail.draft.name).toBe('Priya Sharma');
    expect(lastBotText(atEmail)).toBe(
      'Nice to meet you, Priya Sharma. What email address should our team use to reach you?',
    );
  });

  it("stores 'Not Provided' for an empty name", () => {
    const skipped = say(atName, '   ');
    expect(skipped.step).toBe('askingEmail');
    expect(skipped.draft.name).toBe('Not Provided');
    expect(skipped.messages.at(-2)).toMatchObject({ sender: 'visitor', text: 'Skipped' });
    expect(lastBotText(skipped)).toBe('What email address should our team use to reach you?');
  });

  it('repeats the email step on an invalid address', () => {
    const invalid = say(atEmail, 'priya@northwind');
    expect(invalid.step).toBe('askingEmail');
    expect(invalid.draft.email).toBeUndefined();
    expect(invalid.messages.at(-2)?.text).toBe('priya@northwind');
    expect(lastBotText(invalid)).toBe(
      "That doesn't look like a valid email address. Please provide a valid email to continue.",
    );
  });

  it('repeats the email step on an empty message, without a visitor bubble', () => {
    const empty = say(atEmail, '  ');
    expect(empty.step).toBe('askingEmail');
    expect(empty.messages).toHaveLength(atEmail.messages.length + 1);
    expect(lastBotText(empty)).toBe('A valid email address is required to proceed.');
  });

  it('stores the trimmed email and asks for the company', () => {
    const trimmed = say(atEmail, '  priya@northwind.io  ');
    expect(trimmed.draft.email).toBe('priya@northwind.io');
    expect(atCompany.step).toBe('askingCompany');
    expect(lastBotText(atCompany)).toBe('Thanks. Which company are you with?');
  });

  it("stores the company ('Not Provided' when empty) and asks for details", () => {
    expect(atDetails.step).toBe('askingDetails');
    expect(atDetails.draft.company).toBe('Northwind Labs');
    expect(lastBotText(atDetails)).toBe(
      'Last one: tell us a little about the project. What are you building, and by when?',
    );
    expect(say(atCompany, '').draft.company).toBe('Not Provided');
  });

  it('submits after the details, with the bot typing until the result', () => {
    expect(submitting.step).toBe('submitting');
    expect(submitting.draft.details).toBe('A fleet dashboard');
    expect(submitting.pending).toEqual([]);
    expect(isBusy(submitting)).toBe(true);
    expect(submitting.submissionId).toBe(1);
    expect(submissionDraft(submitting)).toEqual({
      email: 'priya@northwind.io',
      name: 'Priya Sharma',
      company: 'Northwind Labs',
      details: 'A fleet dashboard',
    });
    expect(apply(submitting, { type: 'send', text: 'more', now: NOW })).toBe(submitting);
    const skipped = apply(atDetails, { type: 'send', text: '', now: NOW });
    expect(skipped.draft.details).toBe('Not Provided');
    expect(lastMessage(skipped).text).toBe('Skipped');
  });

  it('has no submission draft outside the submitting step', () => {
    expect(submissionDraft(atDetails)).toBeNull();
  });

  it('ignores a result when nothing is being submitted', () => {
    expect(apply(greeted, { type: 'submitted', result: { ok: true }, now: NOW })).toBe(greeted);
  });
});

describe('submission results', () => {
  it('on success confirms with the email, clears the draft and offers three options', () => {
    const done = apply(
      submitting,
      { type: 'submitted', result: { ok: true }, now: NOW },
      {
        type: 'deliver',
      },
    );
    expect(done.step).toBe('idle');
    expect(done.draft).toEqual({});
    expect(lastBotText(done)).toBe(
      'Thank you! Your consultation request has been sent. Our team will reach out to you at priya@northwind.io within 24 hours to set up a time. Anything else I can help with?',
    );
    expect(lastMessage(done).options).toEqual([
      { id: 'viewServices', label: 'View all services', href: '/services' },
      { id: 'successStories', label: 'See success stories', href: '/case-studies' },
      { id: 'askAnother', label: 'Ask another question' },
    ]);
  });

  it("'Ask another question' restarts with the four greeting options", () => {
    const done = apply(
      submitting,
      { type: 'submitted', result: { ok: true }, now: NOW },
      {
        type: 'deliver',
      },
    );
    const restarted = pick(done, 'askAnother');
    expect(restarted.step).toBe('idle');
    expect(restarted.draft).toEqual({});
    expect(lastBotText(restarted)).toBe('Of course. What else would you like to know?');
    expect(optionLabels(restarted)).toEqual(optionLabels(greeted));
  });

  it.each([
    ['a non-OK status', { ok: false, error: 'http', status: 500 } as const],
    ['a network error', { ok: false, error: 'network' } as const],
  ])('on %s apologises, keeps the draft and offers Try again', (_label, result) => {
    const failed = apply(submitting, { type: 'submitted', result, now: NOW }, { type: 'deliver' });
    expect(failed.step).toBe('idle');
    expect(failed.draft).toEqual(submitting.draft);
    expect(keptAnswers(failed)).toEqual(submitting.draft);
    expect(failed.messages.at(-2)).toMatchObject({
      sender: 'bot',
      text: "I'm sorry, but there was an issue submitting your request. Please try again in a few moments.",
    });
    // Then the ways that do not depend on this request: the address and the contact form.
    expect(lastBotText(failed)).toBe(replies.failureElsewhere);
    expect(lastBotText(failed)).toContain(site.email);
    expect(lastMessage(failed).links).toEqual([
      { label: `Email ${site.email}`, href: `mailto:${site.email}` },
      { label: chatContent.links.contactForm, href: CONTACT_HANDOFF_HREF },
    ]);
    expect(optionLabels(failed)).toEqual(['Try again']);

    const retry = apply(failed, { type: 'choose', option: 'tryAgain', now: NOW });
    expect(retry.step).toBe('submitting');
    expect(retry.submissionId).toBe(2);
    expect(lastMessage(retry)).toMatchObject({ sender: 'visitor', text: 'Try again' });
    expect(submissionDraft(retry)).toEqual(submissionDraft(submitting));
  });

  it('starting over after a failure discards the kept draft', () => {
    const failed = apply(
      submitting,
      {
        type: 'submitted',
        result: { ok: false, error: 'network' },
        now: NOW,
      },
      { type: 'deliver' },
    );
    const again = pick(pick(failed, 'bookConsultation'), 'startConsultation');
    expect(again.step).toBe('askingName');
    expect(again.draft).toEqual({});
    expect(keptAnswers(again)).toBeNull();
  });

  it('keeps no answers after a success', () => {
    const done = apply(submitting, { type: 'submitted', result: { ok: true }, now: NOW });
    expect(keptAnswers(done)).toBeNull();
    expect(keptAnswers(atDetails)).toBeNull();
  });
});

describe('free text at the consultation offer', () => {
  const offer = pick(greeted, 'bookConsultation');

  it('is open while the latest message offers "Yes, let\'s start"', () => {
    expect(isOfferOpen(offer)).toBe(true);
    expect(isOfferOpen(greeted)).toBe(false);
    expect(isOfferOpen(atName)).toBe(false);
  });

  it.each(['yes', 'Sure!', 'ok', 'okay', "let's start", 'yep', 'go ahead'])(
    '%s starts the consultation with the name question',
    (text) => {
      const next = say(offer, text);
      expect(next.step).toBe('askingName');
      expect(next.messages.at(-2)).toMatchObject({ sender: 'visitor', text });
      expect(lastBotText(next)).toBe(replies.askName);
    },
  );

  it('takes a typed name as the name and asks for the e-mail', () => {
    const next = say(offer, '  Priya Sharma ');
    expect(next.step).toBe('askingEmail');
    expect(next.draft).toEqual({ name: 'Priya Sharma' });
    expect(lastBotText(next)).toBe(
      'Nice to meet you, Priya Sharma. What email address should our team use to reach you?',
    );
    // From here the flow is the usual one, and the name is sent as given.
    const sending = say(say(say(next, 'priya@northwind.io'), ''), '');
    expect(submissionDraft(sending)).toMatchObject({ name: 'Priya Sharma' });
  });

  it('a no closes the offer', () => {
    const next = say(offer, 'not now');
    expect(lastBotText(next)).toBe(replies.notNow);
    expect(isOfferOpen(next)).toBe(false);
  });

  it.each<[string, string, string[]]>([
    ['What services do you offer?', replies.services, ['View all services']],
    ['What about AI?', replies.ai, ['Industries we serve']],
    [
      'hmm, sounds expensive',
      replies.fallback,
      ['Our services', 'AI solutions', 'Industries we serve'],
    ],
  ])("any other reply (%s) is answered and the offer's buttons come back", (text, reply, own) => {
    const next = say(offer, text);
    expect(next.step).toBe('idle');
    expect(lastBotText(next)).toBe(reply);
    expect(optionLabels(next)).toEqual(["Yes, let's start", 'Not right now', ...own]);
    // Still open: a yes after the detour starts the consultation.
    expect(say(next, 'ok').step).toBe('askingName');
  });

  it('outside the offer, yes and names are ordinary messages', () => {
    expect(lastBotText(say(greeted, 'yes'))).toBe(replies.fallback);
    expect(say(greeted, 'Priya Sharma').step).toBe('idle');
  });

  it('a name typed after a failed send starts over without the kept answers', () => {
    const failed = apply(
      submitting,
      { type: 'submitted', result: { ok: false, error: 'network' }, now: NOW },
      { type: 'deliver' },
    );
    const next = say(pick(failed, 'bookConsultation'), 'Tom Baker');
    expect(next.draft).toEqual({ name: 'Tom Baker' });
  });
});

describe('canSend', () => {
  it('refuses blank input when idle and everything while busy', () => {
    expect(canSend(greeted, ' ')).toBe(false);
    expect(canSend(greeted, 'hi')).toBe(true);
    expect(canSend(submitting, 'hi')).toBe(false);
  });

  it('lets blank input proceed at the name, email, company and details steps', () => {
    for (const state of [atName, atEmail, atCompany, atDetails]) {
      expect(canSend(state, '')).toBe(true);
    }
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'priya.sharma+chat@mail.northwind.io', 'X@Y.ORG'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'priya',
    'priya@',
    '@northwind.io',
    'priya@northwind',
    'priya@northwind.i',
    'priya@northwind.c0m',
    'pri ya@northwind.io',
    'priya@@northwind.io',
    'priya..s@northwind.io',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
