/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { TextWithAddresses } from './address-breaks';

describe('TextWithAddresses', () => {
  it('keeps an address in running text whole, with breaks after its "@" and before each "." for a narrow column', () => {
    const { container } = render(
      <p>
        <TextWithAddresses text="Write to jobs@arcforge.example and tell us what you'd bring." />
      </p>,
    );
    expect(container.textContent).toBe(
      "Write to jobs@arcforge.example and tell us what you'd bring.",
    );
    expect(container.innerHTML).toBe(
      '<p>Write to <span class="address-whole">jobs@<wbr>arcforge<wbr>.example</span> and tell us what you\'d bring.</p>',
    );
  });

  it('leaves text without an address as it is', () => {
    const { container } = render(
      <p>
        <TextWithAddresses text="No address here." />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>No address here.</p>');
  });
});
