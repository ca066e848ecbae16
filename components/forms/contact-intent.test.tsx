/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ContactForm } from './contact-form';
import { getContactIntents } from '@/lib/content/contact-intents';
import { SERVICE_OPTIONS } from '@/lib/leads/contact-options';

const intents = getContactIntents();
const service = () => screen.getByLabelText(/^Service you need/) as HTMLSelectElement;

function openContactAt(search: string) {
  window.history.replaceState(null, '', `/contact${search}`);
  return render(<ContactForm pagePath="/contact" />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the contact form and the intent in its URL', () => {
  it('preselects the service a product CTA asked for and says what was asked', () => {
    const { container } = openContactAt('?intent=geofleet-trial');
    const trial = intents['geofleet-trial']!;
    expect(service().value).toBe(trial.service);
    const line = container.querySelector('[data-contact-intent]');
    expect(line).toHaveTextContent(trial.line);
    // Above the fields: the first thing read in the form.
    expect(
      line!.compareDocumentPosition(service()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("preselects a service page's own service", () => {
    openContactAt('?intent=resource-augmentation');
    expect(service().value).toBe('Staff Augmentation');
  });

  it('leaves the form as it is for an unknown or missing intent', () => {
    for (const search of ['?intent=not-a-thing', '', '?utm_source=newsletter']) {
      const { container, unmount } = openContactAt(search);
      expect(service().value).toBe(SERVICE_OPTIONS[0]);
      expect(container.querySelector('[data-contact-intent]')).toBeNull();
      unmount();
    }
  });
});
