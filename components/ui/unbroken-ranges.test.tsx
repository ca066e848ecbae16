/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Badge } from './badge';
import { UnbrokenRanges } from './unbroken-ranges';

describe('UnbrokenRanges', () => {
  it('keeps each number range whole and every other word and space as written', () => {
    const text = 'From $7,000-10,000 fixed, or $60-80 an hour over 8-12 weeks';
    const { container } = render(
      <Badge>
        <UnbrokenRanges text={text} />
      </Badge>,
    );
    expect(container.textContent).toBe(text);
    for (const range of ['$7,000-10,000', '$60-80', '8-12'])
      expect(screen.getByText(range, { exact: true })).toHaveClass('whitespace-nowrap');
  });

  it('keeps short hyphenated compounds whole and lets a long one wrap', () => {
    const text =
      'Building High-Impact teams with on-call rotas and business-to-business-to-consumer sales';
    const { container } = render(
      <h2>
        <UnbrokenRanges text={text} />
      </h2>,
    );
    expect(container.textContent).toBe(text);
    for (const compound of ['High-Impact', 'on-call'])
      expect(screen.getByText(compound, { exact: true })).toHaveClass('whitespace-nowrap');
    expect(container.querySelectorAll('.whitespace-nowrap')).toHaveLength(2);
  });

  it('leaves text without a range as plain text', () => {
    const { container } = render(
      <p>
        <UnbrokenRanges text="Included in the rate" />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Included in the rate</p>');
  });
});
