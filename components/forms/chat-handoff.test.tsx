/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ContactForm } from './contact-form';
import { chatContent } from '@/lib/chat/content';
import { HANDOFF_STORAGE_KEY, storeContactHandoff } from '@/lib/chat/handoff';
import { getFormsCopy } from '@/lib/content/forms';

const { fields } = getFormsCopy().contact;
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement | HTMLTextAreaElement;

const answers = {
  name: 'Priya Sharma',
  email: 'priya@northwind.io',
  company: 'Not Provided',
  details: 'A fleet dashboard for 400 vans',
};

function openContactAt(search: string) {
  window.history.replaceState(null, '', `/contact${search}`);
  return render(<ContactForm pagePath="/contact" />);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('the contact form filled in from the chat', () => {
  it('fills what the visitor told the chat, says so, and takes the answers once', () => {
    storeContactHandoff(sessionStorage, answers);
    const { container } = openContactAt('?from=chat');
    expect(field(fields.firstName.label)).toHaveValue('Priya');
    expect(field(fields.lastName.label)).toHaveValue('Sharma');
    expect(field(fields.email.label)).toHaveValue('priya@northwind.io');
    // A skipped answer stays empty rather than reading 'Not Provided'.
    expect(field(fields.company.label)).toHaveValue('');
    expect(field(fields.message.label)).toHaveValue('A fleet dashboard for 400 vans');
    expect(container.querySelector('[data-chat-handoff]')).toHaveTextContent(
      chatContent.handoff.contactLine,
    );
    expect(sessionStorage.getItem(HANDOFF_STORAGE_KEY)).toBeNull();
  });

  it('leaves the form empty on a visit that did not come from the chat link', () => {
    storeContactHandoff(sessionStorage, answers);
    const { container } = openContactAt('');
    expect(field(fields.firstName.label)).toHaveValue('');
    expect(container.querySelector('[data-chat-handoff]')).toBeNull();
  });

  it('leaves the form empty when nothing was handed off', () => {
    const { container } = openContactAt('?from=chat');
    expect(field(fields.email.label)).toHaveValue('');
    expect(container.querySelector('[data-chat-handoff]')).toBeNull();
  });
});
