/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ChatIsland } from '@/components/chat/chat-island';
import { privacyNotice } from '@/lib/content/privacy-notice';
import { sendChatConsultation, type SubmitResult } from '@/lib/mail-list/client';

jest.mock('@/lib/mail-list/client', () => ({
  ...jest.requireActual('@/lib/mail-list/client'),
  sendChatConsultation: jest.fn(),
}));
jest.mock('sonner', () => ({
  ...jest.requireActual('sonner'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const send = jest.mocked(sendChatConsultation);

const GREETING = /Ask me about our services, our AI work/;

function renderOpen(open = true) {
  const onClose = jest.fn();
  const view = render(<ChatIsland open={open} onClose={onClose} />);
  return { ...view, onClose };
}
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const log = () => screen.getByRole('log');
const typing = () => screen.queryByTestId('chat-typing');
const status = () => screen.getByRole('status');

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}
function pressEnter(shiftKey = false) {
  fireEvent.keyDown(input(), { key: 'Enter', shiftKey });
}
/** The visitor sends `text` with Enter, and the bot's typing delay passes. */
function answer(text: string) {
  type(text);
  pressEnter();
  advance(1000);
}
function choose(name: string) {
  fireEvent.click(within(log()).getByRole('button', { name }));
  advance(1000);
}

beforeEach(() => {
  jest.useFakeTimers();
  send.mockReset();
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ChatIsland', () => {
  it('puts the conversation in a polite log, with focus in the input', () => {
    renderOpen();
    expect(screen.getByRole('heading', { name: 'Arcforge assistant' })).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(input()).toHaveFocus();
  });

  it('takes over from the shell: greeted at once when opened 0.5 s ago, with the typed text', () => {
    const onClose = jest.fn();
    render(
      <ChatIsland open onClose={onClose} openedAt={Date.now() - 600} initialText="Hello there" />,
    );
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    expect(input()).toHaveValue('Hello there');
  });

  it('takes over from the shell: the greeting still waits for 0.5 s after the opening', () => {
    const onClose = jest.fn();
    render(<ChatIsland open onClose={onClose} openedAt={Date.now() - 200} />);
    advance(299);
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
    advance(1);
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
  });

  it('shows the greeting with four quick replies 500 ms after the first opening', () => {
    renderOpen();
    advance(499);
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
    advance(1);
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    const options = within(log()).getByRole('list', { name: 'Suggested replies' });
    expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Book a consultation', 'Our services', 'AI solutions', 'Industries we serve']);
  });

  it('does not greet while closed, and clears its timers on close and unmount', () => {
    const { rerender, unmount, onClose } = renderOpen();
    advance(300);
    rerender(<ChatIsland open={false} onClose={onClose} />);
    expect(jest.getTimerCount()).toBe(0);
    advance(1000);
    rerender(<ChatIsland open onClose={onClose} />);
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
    advance(500);
    expect(screen.getByText(GREETING)).toBeInTheDocument();
    type('hello');
    pressEnter();
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows a typing indicator for 1000 ms before each reply, announced once', () => {
    renderOpen();
    advance(500);
    type('What services do you offer?');
    pressEnter();
    expect(within(log()).getByText('What services do you offer?')).toBeInTheDocument();
    expect(typing()).toBeInTheDocument();
    expect(status()).toHaveTextContent('The Arcforge assistant is typing');
    advance(999);
    expect(screen.queryByText(/We build in four areas/)).not.toBeInTheDocument();
    advance(1);
    expect(within(log()).getByText(/We build in four areas/)).toBeInTheDocument();
    expect(typing()).not.toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
  });

  it('sends on Enter without Shift; Shift+Enter does not send', () => {
    renderOpen();
    advance(500);
    type('hello');
    pressEnter(true);
    expect(within(log()).queryByText('hello')).not.toBeInTheDocument();
    pressEnter();
    expect(within(log()).getByText('hello')).toBeInTheDocument();
    expect(input()).toHaveValue('');
  });

  it('disables send while the input is blank or the bot is typing', () => {
    renderOpen();
    advance(500);
    expect(sendButton()).toBeDisabled();
    type('   ');
    expect(sendButton()).toBeDisabled();
    type('pricing');
    expect(sendButton()).toBeEnabled();
    fireEvent.click(sendButton());
    type('more');
    expect(sendButton()).toBeDisabled();
    advance(1000);
    expect(sendButton()).toBeEnabled();
  });

  it('ignores a blank Enter in conversation, but proceeds at the name, company and details steps', async () => {
    send.mockResolvedValue({ ok: true });
    renderOpen();
    advance(500);
    pressEnter();
    expect(typing()).not.toBeInTheDocument();
    choose('Book a consultation');
    choose("Yes, let's start");
    expect(within(log()).getByText("Great. First, what's your name?")).toBeInTheDocument();
    answer('');
    expect(
      within(log()).getByText('What email address should our team use to reach you?'),
    ).toBeInTheDocument();
    answer('');
    expect(
      within(log()).getByText('A valid email address is required to proceed.'),
    ).toBeInTheDocument();
    answer('dev@northwind.io');
    answer('');
    expect(within(log()).getByText(/Last one: tell us a little/)).toBeInTheDocument();
    type('');
    pressEnter();
    expect(send).toHaveBeenCalledWith(
      {
        email: 'dev@northwind.io',
        name: 'Not Provided',
        company: 'Not Provided',
        details: 'Not Provided',
      },
      expect.anything(),
    );
    await act(async () => {
      await Promise.resolve();
    });
  });

  it('renders quick replies as buttons and page options as links', async () => {
    send.mockResolvedValue({ ok: true });
    renderOpen();
    advance(500);
    choose('Our services');
    expect(within(log()).getByRole('link', { name: 'View all services' })).toHaveAttribute(
      'href',
      '/services',
    );
    choose('Book a consultation');
    expect(within(log()).getByRole('button', { name: 'Not right now' })).toBeInTheDocument();
  });

  async function runConsultation(result: SubmitResult) {
    send.mockResolvedValueOnce(result);
    choose('Book a consultation');
    choose("Yes, let's start");
    answer('  Priya Sharma ');
    answer('priya@northwind');
    expect(
      within(log()).getByText(
        "That doesn't look like a valid email address. Please provide a valid email to continue.",
      ),
    ).toBeInTheDocument();
    answer('priya@northwind.io');
    answer('Northwind Labs');
    type('A fleet dashboard');
    pressEnter();
    expect(typing()).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    advance(1000);
  }

  it('shows the privacy notice under the send button only while collecting a request', async () => {
    const { link, forms } = privacyNotice;
    const notice = () => screen.queryByText(forms.chat, { exact: false });
    renderOpen();
    advance(500);
    expect(notice()).not.toBeInTheDocument();
    choose('Book a consultation');
    choose("Yes, let's start");
    expect(within(notice()!).getByRole('link', { name: link.label })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(
      sendButton().compareDocumentPosition(notice()!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    send.mockResolvedValueOnce({ ok: true });
    for (const reply of ['Priya', 'priya@northwind.io', 'Northwind Labs', 'A fleet dashboard'])
      answer(reply);
    await act(async () => {
      await Promise.resolve();
    });
    advance(1000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(notice()).not.toBeInTheDocument();
  });

  it('submits the draft, toasts success and confirms with the email', async () => {
    renderOpen();
    advance(500);
    await runConsultation({ ok: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      {
        email: 'priya@northwind.io',
        name: 'Priya Sharma',
        company: 'Northwind Labs',
        details: 'A fleet dashboard',
      },
      // Beside the body, as the forms send them: the time on the page and the lead's source.
      { elapsedMs: expect.any(Number), leadSource: { page: location.pathname } },
    );
    expect(toast.success).toHaveBeenCalledWith('Submission Successful!', {
      description: 'Your consultation request has been received.',
    });
    expect(within(log()).getByText(/reach out to you at priya@northwind\.io/)).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'See success stories' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    choose('Ask another question');
    expect(
      within(log()).getByText('Of course. What else would you like to know?'),
    ).toBeInTheDocument();
  });

  it('on a non-OK answer toasts the failure, apologises and resubmits with Try again', async () => {
    renderOpen();
    advance(500);
    await runConsultation({ ok: false, error: 'http', status: 500 });
    expect(toast.error).toHaveBeenCalledWith('Submission Failed', {
      description: 'There was an error submitting your request. Please try again.',
    });
    expect(
      within(log()).getByText(
        "I'm sorry, but there was an issue submitting your request. Please try again in a few moments.",
      ),
    ).toBeInTheDocument();
    send.mockResolvedValueOnce({ ok: true });
    fireEvent.click(within(log()).getByRole('button', { name: 'Try again' }));
    expect(input()).toHaveFocus();
    await act(async () => {
      await Promise.resolve();
    });
    advance(1000);
    expect(send).toHaveBeenCalledTimes(2);
    // The same draft and source again; only the time on the page has grown.
    expect(send.mock.calls[1]![0]).toEqual(send.mock.calls[0]![0]);
    expect(send.mock.calls[1]![1]!.leadSource).toEqual(send.mock.calls[0]![1]!.leadSource);
    expect(send.mock.calls[1]![1]!.elapsedMs).toBeGreaterThan(send.mock.calls[0]![1]!.elapsedMs!);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('on a network error toasts Submission Error', async () => {
    renderOpen();
    advance(500);
    await runConsultation({ ok: false, error: 'network' });
    expect(toast.error).toHaveBeenCalledWith('Submission Error', {
      description: 'An unexpected error occurred. Please check your connection.',
    });
    expect(within(log()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('treats a send that throws as a failed attempt', async () => {
    renderOpen();
    advance(500);
    send.mockImplementationOnce(() => {
      throw new Error('refused');
    });
    await runConsultation({ ok: true });
    expect(toast.error).toHaveBeenCalledWith('Submission Error', expect.anything());
  });

  it('keeps the messages when closed and reopened', () => {
    const { rerender, onClose } = renderOpen();
    advance(500);
    answer('Which industries?');
    rerender(<ChatIsland open={false} onClose={onClose} />);
    rerender(<ChatIsland open onClose={onClose} />);
    expect(within(log()).getByText('Which industries?')).toBeInTheDocument();
    expect(within(log()).getByText(/45\+ solutions/)).toBeInTheDocument();
    advance(1000);
    expect(within(log()).getAllByText(GREETING)).toHaveLength(1);
  });

  it('delivers a reply whose delay passed while the panel was closed on reopening', () => {
    const { rerender, onClose } = renderOpen();
    advance(500);
    type('AI?');
    pressEnter();
    rerender(<ChatIsland open={false} onClose={onClose} />);
    advance(2000);
    rerender(<ChatIsland open onClose={onClose} />);
    advance(0);
    expect(within(log()).getByText(/35% efficiency gain/)).toBeInTheDocument();
  });
});
