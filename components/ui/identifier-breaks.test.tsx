/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { IdentifierBreaks } from './identifier-breaks';

const html = (text: string) =>
  render(
    <p>
      <IdentifierBreaks text={text} />
    </p>,
  ).container.innerHTML;

describe('IdentifierBreaks', () => {
  it('lets a snake_case identifier wrap after its underscores only', () => {
    expect(html('Watch pg_stat_statements after a release.')).toBe(
      '<p>Watch pg_<wbr>stat_<wbr>statements after a release.</p>',
    );
  });

  it('lets a compound of three or more parts wrap between its parts', () => {
    expect(html('xUnit and WebApplicationFactory')).toBe(
      '<p>xUnit and Web<wbr>Application<wbr>Factory</p>',
    );
  });

  it('keeps two-part names and plain words whole', () => {
    expect(html('TensorFlow, PostgreSQL and TurboModules')).toBe(
      '<p>TensorFlow, PostgreSQL and TurboModules</p>',
    );
  });
});
