/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ArticleTable as Table } from './mdx-components';
import { arithmeticBreaks, fitsPhone, PHONE_TABLE } from './stacked-table';

/** Renders the rows as an article table and reads each body cell's label. */
function renderTable(rows: ReactNode) {
  const { container } = render(<Table>{rows}</Table>);
  const labels = [...container.querySelectorAll('td')].map((td) => td.dataset.label);
  return { container, labels };
}

describe('article tables', () => {
  it('labels every body cell with its column header, markup in headers flattened', () => {
    // An array, as MDX hands the table its sections, not one fragment.
    const { container, labels } = renderTable([
      <thead key="head">
        <tr>
          <th>Factor</th>
          <th>In-house</th>
          <th>
            <strong>Staff augmentation</strong> with us
          </th>
        </tr>
      </thead>,
      <tbody key="body">
        <tr>
          <td>Time to start</td>
          <td>3-6 months</td>
          <td>2 weeks</td>
        </tr>
      </tbody>,
    ]);
    expect(labels).toEqual(['Factor', 'In-house', 'Staff augmentation with us']);
    expect(container.querySelectorAll('th')[2]).toHaveTextContent('Staff augmentation with us');
  });

  it('leaves a table without a header row as it is', () => {
    const { labels } = renderTable(
      <tbody>
        <tr>
          <td>Only</td>
        </tr>
      </tbody>,
    );
    expect(labels).toEqual([undefined]);
  });

  it('marks the columns whose every filled cell is a figure, header included', () => {
    const { container } = renderTable([
      <thead key="head">
        <tr>
          <th>Line</th>
          <th>Per request</th>
          <th>Per month</th>
          <th>Notes</th>
        </tr>
      </thead>,
      <tbody key="body">
        <tr>
          <td>Model calls</td>
          <td>$0.021</td>
          <td>$420</td>
          <td>20,000 requests</td>
        </tr>
        <tr>
          <td>Retrieval</td>
          <td></td>
          <td>−27%</td>
          <td>Cached for 24 hours</td>
        </tr>
      </tbody>,
    ]);
    const marked = (selector: string) =>
      [...container.querySelectorAll(selector)].map((cell) => cell.hasAttribute('data-figure'));
    expect(marked('th')).toEqual([false, true, true, false]);
    expect(marked('td')).toEqual([false, true, true, false, false, true, true, false]);
  });

  it('keeps each cell value one piece, bold result and all, and leaves empty cells empty', () => {
    // On a phone a cell is a grid of its label and its value: a bold result that was a grid
    // item of its own would drop under the label, apart from its sum.
    const { container } = renderTable([
      <thead key="head">
        <tr>
          <th>Moment</th>
          <th>Notes</th>
          <th>Cost per million requests</th>
        </tr>
      </thead>,
      <tbody key="body">
        <tr>
          <td>Before the cuts</td>
          <td></td>
          <td>
            $42,000 / 300 = <strong>$140</strong>
          </td>
        </tr>
      </tbody>,
    ]);
    const cell = (index: number) => container.querySelectorAll('td')[index] as HTMLElement;
    const [title, empty, sum] = [cell(0), cell(1), cell(2)];
    expect(title.children).toHaveLength(1);
    expect(empty).toBeEmptyDOMElement();
    expect(sum.children).toHaveLength(1);
    expect(sum.firstElementChild?.textContent).toBe('$42,000 /\u00a0300 =\u00a0$140');
    expect(sum.querySelector('span > strong')).toHaveTextContent('$140');
  });

  it('lets a worked calculation wrap only before an operator, never inside a quantity', () => {
    const nb = '\u00a0';
    expect(arithmeticBreaks('0.2 × 1,800 hours × $70 / 12')).toBe(
      `0.2 ×${nb}1,800${nb}hours ×${nb}$70 /${nb}12`,
    );
    expect(arithmeticBreaks('240 cases × 20 runs × $0.04')).toBe(
      `240${nb}cases ×${nb}20${nb}runs ×${nb}$0.04`,
    );
    // Not a calculation: left as written.
    expect(arithmeticBreaks('Storage and a tracing tool')).toBe('Storage and a tracing tool');
    expect(arithmeticBreaks('Job posts / referrals / 3 weeks')).toBe(
      'Job posts / referrals / 3 weeks',
    );
  });

  describe('which tables stay tables on a phone', () => {
    /** A table of rows of cell texts, the first row its header. */
    const table = (rows: string[][]) => [
      <thead key="head">
        <tr>
          {rows[0]!.map((text) => (
            <th key={text}>{text}</th>
          ))}
        </tr>
      </thead>,
      <tbody key="body">
        {rows.slice(1).map((row, r) => (
          <tr key={r}>
            {row.map((text, c) => (
              <td key={c}>{text}</td>
            ))}
          </tr>
        ))}
      </tbody>,
    ];

    it('keeps a few columns of short cells as a table, marked for the stylesheet', () => {
      const rows = [
        ['Stage', 'Weeks', 'Cost'],
        ['Discovery', '2', '$12,000'],
        ['Build', '8', '$64,000'],
      ];
      expect(fitsPhone(table(rows))).toBe(true);
      const { container } = render(<Table>{table(rows)}</Table>);
      expect(container.querySelector('[role=region]')).toHaveAttribute('data-phone', 'table');
    });

    it(`stacks a table of more than ${PHONE_TABLE.columns} columns, however short`, () => {
      const wide = [
        ['A', 'B', 'C', 'D', 'E'],
        ['1', '2', '3', '4', '5'],
      ];
      expect(fitsPhone(table(wide))).toBe(false);
      const { container } = render(<Table>{table(wide)}</Table>);
      expect(container.querySelector('[role=region]')).toHaveAttribute('data-phone', 'stack');
    });

    it('stacks a table whose longest cells add up to more than a phone row holds', () => {
      const sentence = 'A sentence long enough to wrap over several lines in a narrow column';
      expect(
        fitsPhone(
          table([
            ['Factor', 'In-house'],
            ['Time to hire', sentence],
          ]),
        ),
      ).toBe(true);
      expect(
        fitsPhone(
          table([
            ['Factor', 'In-house', 'With us'],
            ['Time to hire', sentence, sentence],
          ]),
        ),
      ).toBe(false);
    });

    it('stacks a table whose longest words would break in a narrow column', () => {
      const words = ['Internationalisation', 'Responsibilities', 'Infrastructure'];
      expect(fitsPhone(table([['Area', 'Owner', 'Tool'], words]))).toBe(false);
    });
  });
});
