/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LEAD_SOURCE_RECORDER_SCRIPT } from '@/lib/mail-list/lead-source-recorder';
import { InlineScript } from './inline-script';
import { LeadSourceRecorder } from './lead-source-recorder';
import { NOT_FOUND_LOG_SCRIPT, NotFoundLogger } from './not-found-logger';

describe('the inline scripts (landing-page recorder, 404 logger)', () => {
  it.each([
    ['recorder', <LeadSourceRecorder key="r" />, LEAD_SOURCE_RECORDER_SCRIPT],
    ['404 logger', <NotFoundLogger key="n" />, NOT_FOUND_LOG_SCRIPT],
  ])(
    'the %s is in the server HTML as its exact text, so its CSP hash holds',
    (_name, element, code) => {
      expect(renderToStaticMarkup(element)).toContain(`<script>${code}</script>`);
    },
  );

  it('renders on the client without React\'s "script tag" console error', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container } = render(<LeadSourceRecorder />);
      expect(container.querySelector('script')?.textContent).toBe(LEAD_SOURCE_RECORDER_SCRIPT);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('refuses a script that would end its own element early', () => {
    expect(() => renderToStaticMarkup(<InlineScript code={'a("</script>")'} />)).toThrow(
      /<\/script/,
    );
  });
});
