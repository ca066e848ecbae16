/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { holdNextSubmission } from '@/testing/pending-submission';
import { NewsletterForm } from './newsletter-form';
import { subscribeToNewsletter, type SubmitResult } from '@/lib/mail-list/client';
import {
  ELAPSED_FIELD,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
} from '@/lib/leads/native-post';

import { privacyNotice } from '@/lib/content/privacy-notice';

jest.mock('@/lib/mail-list/client', () => ({
  ...jest.requireActual('@/lib/mail-list/client'),
  subscribeToNewsletter: jest.fn(),
}));
const subscribe = jest.mocked(subscribeToNewsletter);

/** A person takes a while to fill a form; a faster submit is judged a bot. */
function waitOutMinFill() {
  act(() => jest.advanceTimersByTime(MIN_FILL_MS));
}

function fillAndSubmit(email: string, { wait = true } = {}) {
  if (wait) waitOutMinFill();
  fireEvent.change(screen.getByLabelText('Work email'), { target: { value: email } });
  const button = screen.getByRole('button', { name: 'Subscribe' });
  button.focus(); // as a real click would
  fireEvent.click(button);
}

/**
 * The sonner toast that holds this title (there is one toaster on the page). Sonner renders a
 * toast on a zero-delay timer; running those consumes no fake time.
 */
function findToast(title: string) {
  act(() => jest.advanceTimersByTime(0));
  return screen.getByText(title).closest('[data-sonner-toast]') as HTMLElement;
}

beforeEach(() => {
  jest.useFakeTimers();
  subscribe.mockReset();
});
afterEach(() => {
  // Sonner keeps toasts in a module-level store and replays them to a new toaster.
  act(() => {
    toast.dismiss();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe('NewsletterForm (home)', () => {
  it('has a visible label tied to a required email input', () => {
    render(<NewsletterForm variant="home" pagePath="/" />);
    const input = screen.getByLabelText('Work email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it('reads Subscribing... and disables the input and button while submitting', async () => {
    render(<NewsletterForm variant="home" pagePath="/" />);
    const pending = holdNextSubmission(subscribe);
    fillAndSubmit('cto@northwind.example');
    expect(subscribe).toHaveBeenCalledWith('cto@northwind.example', {
      elapsedMs: expect.any(Number),
      leadSource: { page: location.pathname },
    });
    expect(subscribe.mock.calls[0]![1]!.elapsedMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
    const button = screen.getByRole('button', { name: 'Subscribing...' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Work email')).toBeDisabled();

    // A second submit while the first is in flight is ignored.
    fireEvent.submit(button.closest('form')!);
    expect(subscribe).toHaveBeenCalledTimes(1);
    await pending.settle({ ok: true });
  });

  it('replaces the form with the success panel for exactly 5000 ms, then returns it empty', async () => {
    render(<NewsletterForm variant="home" pagePath="/" />);
    const pending = holdNextSubmission(subscribe);
    fillAndSubmit('cto@northwind.example');
    await pending.settle({ ok: true });

    const status = screen.getByRole('status');
    expect(within(status).getByText("You're on the list")).toBeInTheDocument();
    expect(screen.queryByLabelText('Work email')).not.toBeInTheDocument();
    const toast = findToast('Subscribed Successfully!');
    expect(toast).toHaveTextContent('Thank you for subscribing to our newsletter.');
    // Focus is not lost when the form disappears: it goes to the panel.
    expect(screen.getByTestId('success-panel')).toHaveFocus();

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByTestId('success-panel')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('success-panel')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Work email')).toHaveValue('');
    expect(screen.getByLabelText('Work email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each<[string, SubmitResult]>([
    ['a non-OK answer', { ok: false, error: 'http', status: 500 }],
    ['a network error', { ok: false, error: 'network' }],
    ['an address the schema rejects', { ok: false, error: 'invalid', field: 'email' }],
  ])('on %s toasts the failure and keeps the address', async (_label, result) => {
    render(<NewsletterForm variant="home" pagePath="/" />);
    const pending = holdNextSubmission(subscribe);
    fillAndSubmit('cto@northwind.example');
    await pending.settle(result);

    const toast = findToast('Subscription Failed');
    expect(toast).toHaveTextContent(
      'There was an error subscribing to the newsletter. Please try again.',
    );
    expect(toast).not.toHaveAttribute('data-type', 'error');
    expect(screen.queryByTestId('success-panel')).not.toBeInTheDocument();
    const input = screen.getByLabelText('Work email');
    expect(input).toHaveValue('cto@northwind.example');
    expect(input).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
  });
});

describe('NewsletterForm (blog)', () => {
  it('clears the address and toasts on success, without a panel', async () => {
    render(<NewsletterForm variant="blog" pagePath="/blog" />);
    const pending = holdNextSubmission(subscribe);
    fillAndSubmit('reader@studio.example');
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await pending.settle({ ok: true });

    const toast = findToast('Subscribed Successfully!');
    expect(toast).toHaveTextContent("You'll receive our latest insights and updates.");
    expect(screen.queryByTestId('success-panel')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Work email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('toasts the failure and keeps the address', async () => {
    render(<NewsletterForm variant="blog" pagePath="/blog" />);
    const pending = holdNextSubmission(subscribe);
    fillAndSubmit('reader@studio.example');
    await pending.settle({ ok: false, error: 'http', status: 503 });

    const toast = findToast('Subscription Failed');
    expect(toast).toHaveTextContent('Please try again later.');
    expect(screen.getByLabelText('Work email')).toHaveValue('reader@studio.example');
  });
});

describe('NewsletterForm without JavaScript', () => {
  it('posts natively to the mail-list endpoint with the JSON field names', () => {
    const { container } = render(<NewsletterForm variant="blog" pagePath="/blog" />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    // The same origin by default; another origin when the build names an API base.
    expect(form.getAttribute('action')).toMatch(/^(https?:\/\/[^/]+)?\/v1\/iam\/mail-list$/);
    expect(screen.getByLabelText('Work email')).toHaveAttribute('name', 'email');
    const hidden = (name: string) => form.querySelector(`input[name="${name}"]`);
    expect(hidden(FORM_KIND_FIELD)).toHaveValue('newsletter');
    expect(hidden(ELAPSED_FIELD)).toHaveValue('');
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = render(<NewsletterForm variant="home" pagePath="/" />);
    const honeypot = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Only the visible address is a textbox a person can reach.
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText('Work email')]);
  });
});

describe('NewsletterForm privacy notice', () => {
  it.each(['home', 'blog'] as const)(
    '%s: one line under the button links the privacy policy',
    (variant) => {
      render(<NewsletterForm variant={variant} pagePath={variant === 'home' ? '/' : '/blog'} />);
      const notice = screen.getByText(privacyNotice.forms.newsletter, { exact: false });
      expect(screen.getByRole('button', { name: 'Subscribe' }).closest('form')).toContainElement(
        notice,
      );
      expect(within(notice).getByRole('link', { name: privacyNotice.link.label })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
    },
  );
});

describe('NewsletterForm spam signals: always sent, judged by the service', () => {
  it('a filled honeypot is sent in its header; the toast is the real answer', async () => {
    const { container } = render(<NewsletterForm variant="home" pagePath="/" />);
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    fireEvent.change(honeypot, { target: { value: 'bot' } });
    const pending = holdNextSubmission(subscribe);
    fillAndSubmit('bot@spam.example');
    expect(subscribe).toHaveBeenCalledWith(
      'bot@spam.example',
      expect.objectContaining({ honeypot: 'bot' }),
    );
    await pending.settle({ ok: true });
    expect(within(screen.getByRole('status')).getByText("You're on the list")).toBeInTheDocument();
  });

  it(`a submit sooner than ${MIN_FILL_MS} ms after render is sent, and a failure shows`, async () => {
    render(<NewsletterForm variant="blog" pagePath="/blog" />);
    act(() => jest.advanceTimersByTime(MIN_FILL_MS - 1000));
    const pending = holdNextSubmission(subscribe);
    fillAndSubmit('fast@northwind.example', { wait: false });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe.mock.calls[0]![1]!.elapsedMs).toBeLessThan(MIN_FILL_MS);
    await pending.settle({ ok: false, error: 'network' });
    expect(findToast('Subscription Failed')).toBeInTheDocument();
    // What was typed stays for another try.
    expect(screen.getByLabelText('Work email')).toHaveValue('fast@northwind.example');
  });
});
