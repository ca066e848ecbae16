/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Formula } from './formula';

/** The terms of a rendered formula: each row's label, arithmetic and result, as text. */
function rows(container: HTMLElement) {
  return [...container.querySelectorAll('dl > div')].map((row) =>
    [...row.children].map((cell) => `${cell.tagName}:${cell.textContent}`),
  );
}

describe('a worked formula', () => {
  it('sets each list item as a row of label, arithmetic and "=" result, bold markup flattened', () => {
    // As MDX hands it over: the list, with the line breaks between items as strings.
    const { container } = render(
      <Formula>
        <ul>
          {'\n'}
          <li>input: 5,000 × $3 / 1,000,000 = $0.015</li>
          {'\n'}
          <li>
            <strong>total: $0.021 a request</strong>, or $420 a month
          </li>
          {'\n'}
        </ul>
      </Formula>,
    );
    expect(rows(container)).toEqual([
      // The sum wraps only before an operator (arithmeticBreaks).
      ['DT:input', 'DD:5,000 ×\u00a0$3 /\u00a01,000,000', 'DD:=$0.015'],
      ['DT:total', 'DD:$0.021 a request, or $420 a month'],
    ]);
  });

  it('refuses a block with no list, naming the form it expects', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Formula>{'input = 2'}</Formula>)).toThrow(/Markdown list/);
  });
});
