/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ArticleTable as Table } from './mdx-components';

describe('article tables', () => {
  it('labels every body cell with its column header, markup in headers flattened', () => {
    const { container } = render(
      <Table>
        <thead>
          <tr>
            <th>Factor</th>
            <th>In-house</th>
            <th>
              <strong>Staff augmentation</strong> with us
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Time to start</td>
            <td>3-6 months</td>
            <td>2 weeks</td>
          </tr>
        </tbody>
      </Table>,
    );
    const cells = [...container.querySelectorAll('td')].map((td) => td.dataset.label);
    expect(cells).toEqual(['Factor', 'In-house', 'Staff augmentation with us']);
    expect(container.querySelectorAll('th')[2]).toHaveTextContent('Staff augmentation with us');
  });

  it('leaves a table without a header row as it is', () => {
    const { container } = render(
      <Table>
        <tbody>
          <tr>
            <td>Only</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(container.querySelector('td')).not.toHaveAttribute('data-label');
  });
});
