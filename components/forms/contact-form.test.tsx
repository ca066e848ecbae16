/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { holdNextSubmission } from '@/testing/pending-submission';
import { ContactForm } from './contact-form';
import { sendContactInquiry, type SubmitResult } from '@/lib/mail-list/client';
import {
  CONTACT_INQUIRY,
  MINIMAL_CONTACT_INQUIRY,
  type ContactInquiry,
} from '@/testing/contact-fixtures';
import { FORM_KIND_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from '@/lib/leads/native-post';
import { LEAD_SOURCE_FIELD_PREFIX, LEAD_SOURCE_KEYS } from '@/lib/leads/lead-source';
import { privacyNotice } from '@/lib/content/privacy-notice';
import { BUDGET_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from '@/lib/leads/contact-options';

jest.mock('@/lib/mail-list/client', () => ({
  ...jest.requireActual('@/lib/mail-list/client'),
  sendContactInquiry: jest.fn(),
}));
const send = jest.mocked(sendContactInquiry);

function findToast(title: string) {
  act(() => jest.advanceTimersByTime(0)); // sonner renders on a zero-delay timer
  return screen.getByText(title).closest('[data-sonner-toast]') as HTMLElement;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

/** The visible label of the control behind each payload field (required ones end in an asterisk). */
const LABELS: Record<keyof ContactInquiry, string | RegExp> = {
  first_name: /^First name/,
  last_name: /^Last name/,
  email: /^Work email/,
  phone_number: 'Phone number',
  company: 'Company',
  website: 'Website',
  service: /^Service you need/,
  budget: 'Budget range',
  timeline: 'Timeline',
  message: 'Project description',
};

/** Types (or picks) the given values into their controls, leaving the others untouched. */
function fill(values: Partial<ContactInquiry> = CONTACT_INQUIRY) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(field(LABELS[name as keyof ContactInquiry]), { target: { value } });
  }
}

/** A person takes a while to fill a form; a faster submit is judged a bot. */
function submit({ wait = true } = {}) {
  if (wait) act(() => jest.advanceTimersByTime(MIN_FILL_MS));
  const button = screen.getByRole('button', { name: 'Send Message' });
  button.focus();
  fireEvent.click(button);
}

const controls = () => [
  ...screen.getAllByRole('textbox'),
  ...screen.getAllByRole('combobox'),
  screen.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
];

beforeEach(() => {
  jest.useFakeTimers();
  send.mockReset();
});
afterEach(() => {
  act(() => {
    toast.dismiss();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ContactForm: fields', () => {
  it('ties a visible label to every control and marks the four required ones', () => {
    render(<ContactForm pagePath="/contact" />);
    const required = [/^First name/, /^Last name/, /^Work email/, /^Service you need/];
    for (const label of required) {
      expect(field(label)).toBeRequired();
      const asterisk = document.querySelector(`label[for="${field(label).id}"] [aria-hidden]`);
      expect(asterisk).toHaveTextContent('*');
    }
    for (const label of ['Phone number', 'Company', 'Website', 'Budget range', 'Timeline']) {
      expect(field(label)).not.toBeRequired();
    }
    expect(field(/^Work email/)).toHaveAttribute('type', 'email');
    expect(field('Project description').tagName).toBe('TEXTAREA');
    expect(field('Project description')).toHaveAttribute('rows', '5');
  });

  it('offers the eight services with no empty option, six budgets and five timelines', () => {
    render(<ContactForm pagePath="/contact" />);
    const options = (label: string | RegExp) =>
      within(field(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    // The option lists themselves are pinned once, in payload-schemas.test.ts.
    expect(options(/^Service you need/)).toEqual(SERVICE_OPTIONS);
    expect(field(/^Service you need/)).toHaveValue(SERVICE_OPTIONS[0]);
    expect(options('Budget range')).toEqual(['Select a budget range', ...BUDGET_OPTIONS]);
    expect(options('Timeline')).toEqual(['Select a timeline', ...TIMELINE_OPTIONS]);
  });
});

describe('ContactForm: states', () => {
  it('disables every control and reads Sending... while submitting, and sends the payload', async () => {
    render(<ContactForm pagePath="/contact" />);
    fill();
    const pending = holdNextSubmission(send);
    submit();
    expect(send).toHaveBeenCalledWith(CONTACT_INQUIRY, {
      elapsedMs: expect.any(Number),
      leadSource: { page: location.pathname },
    });
    // How long the form was open goes to the service beside the body, never in it.
    expect(send.mock.calls[0]![1]!.elapsedMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const all = controls();
    expect(all).toHaveLength(11); // six inputs, the textarea, three selects, the button
    for (const control of all) expect(control).toBeDisabled();
    await pending.settle({ ok: true });
  });

  it('sends untouched optional fields as empty strings', async () => {
    render(<ContactForm pagePath="/contact" />);
    const { email, first_name, last_name } = MINIMAL_CONTACT_INQUIRY;
    fill({ email, first_name, last_name });
    const pending = holdNextSubmission(send);
    submit();
    expect(send).toHaveBeenCalledWith(MINIMAL_CONTACT_INQUIRY, {
      elapsedMs: expect.any(Number),
      leadSource: { page: location.pathname },
    });
    await pending.settle({ ok: true });
  });

  it('on success toasts, shows the confirmation for 5000 ms, then an empty form', async () => {
    render(<ContactForm pagePath="/contact" />);
    fill();
    const pending = holdNextSubmission(send);
    submit();
    await pending.settle({ ok: true });

    expect(findToast('Message Sent Successfully!')).toHaveTextContent(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    expect(within(screen.getByRole('status')).getByText('Message sent')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Start Your Project' })).not.toBeInTheDocument();
    expect(screen.getByTestId('success-panel')).toHaveFocus();

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByTestId('success-panel')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('success-panel')).not.toBeInTheDocument();

    for (const label of [/^First name/, /^Last name/, /^Work email/, 'Phone number', 'Company']) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Project description')).toHaveValue('');
    expect(field(/^Service you need/)).toHaveValue('Web Development');
    expect(field('Budget range')).toHaveValue('');
    expect(field('Timeline')).toHaveValue('');
    expect(field(/^First name/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each<[string, SubmitResult]>([
    ['a non-OK answer', { ok: false, error: 'http', status: 500 }],
    ['a network error', { ok: false, error: 'network' }],
  ])('on %s shows the destructive toast, logs, and keeps every value', async (_l, result) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm pagePath="/contact" />);
    fill();
    const pending = holdNextSubmission(send);
    submit();
    await pending.settle(result);

    const toastNode = findToast('Submission Failed');
    expect(toastNode).toHaveTextContent(
      'There was an error sending your message. Please try again or contact us directly.',
    );
    expect(toastNode).toHaveAttribute('data-type', 'error');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Contact form'), result);
    expect(screen.queryByTestId('success-panel')).not.toBeInTheDocument();
    for (const [name, value] of Object.entries(CONTACT_INQUIRY)) {
      expect(field(LABELS[name as keyof ContactInquiry])).toHaveValue(value);
    }
    for (const control of controls()) expect(control).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  });
});

describe('ContactForm without JavaScript', () => {
  it('posts natively with the JSON field names, the form kind and a honeypot nobody reaches', () => {
    const { container } = render(<ContactForm pagePath="/contact" />);
    const form = screen.getByRole('form', { name: 'Start Your Project' });
    expect(form).toHaveAttribute('method', 'post');
    // The same origin by default; another origin when the build names an API base.
    expect(form.getAttribute('action')).toMatch(/^(https?:\/\/[^/]+)?\/v1\/iam\/mail-list$/);
    for (const [name, label] of Object.entries(LABELS)) {
      expect(field(label)).toHaveAttribute('name', name);
    }
    expect(container.querySelector(`input[name="${FORM_KIND_FIELD}"]`)).toHaveValue('contact');
    const honeypot = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('names its page in source_page; the visit fields wait, empty, for the loader', () => {
    const { container } = render(<ContactForm pagePath="/contact" />);
    const source = Object.fromEntries(
      [
        ...container.querySelectorAll<HTMLInputElement>(
          `input[name^="${LEAD_SOURCE_FIELD_PREFIX}"]`,
        ),
      ].map((input) => [input.name, { type: input.type, value: input.value }]),
    );
    expect(Object.keys(source)).toEqual(
      LEAD_SOURCE_KEYS.map((key) => `${LEAD_SOURCE_FIELD_PREFIX}${key}`),
    );
    for (const [name, field] of Object.entries(source))
      expect(field).toEqual({ type: 'hidden', value: name === 'source_page' ? '/contact' : '' });
  });

  it('says under its button what the data is kept for, linking the privacy policy', () => {
    render(<ContactForm pagePath="/contact" />);
    const form = screen.getByRole('form', { name: 'Start Your Project' });
    const notice = screen.getByText(privacyNotice.forms.contact, { exact: false });
    expect(form).toContainElement(notice);
    expect(within(notice).getByRole('link', { name: privacyNotice.link.label })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('ContactForm spam signals: always sent, judged by the service', () => {
  it('a filled honeypot is sent in its header, and the visitor sees the real answer', async () => {
    const { container } = render(<ContactForm pagePath="/contact" />);
    fill();
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    fireEvent.change(honeypot, { target: { value: 'Bot' } });
    const pending = holdNextSubmission(send);
    submit();
    expect(send).toHaveBeenCalledWith(
      CONTACT_INQUIRY,
      expect.objectContaining({ honeypot: 'Bot', elapsedMs: expect.any(Number) }),
    );
    await pending.settle({ ok: false, error: 'http', status: 500 });
    expect(findToast('Submission Failed')).toBeInTheDocument();
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it(`a submit sooner than ${MIN_FILL_MS} ms after render is sent with its time`, async () => {
    render(<ContactForm pagePath="/contact" />);
    fill();
    const pending = holdNextSubmission(send);
    submit({ wait: false });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]!.elapsedMs).toBeLessThan(MIN_FILL_MS);
    await pending.settle({ ok: true });
    expect(within(screen.getByRole('status')).getByText('Message sent')).toBeInTheDocument();
  });
});
