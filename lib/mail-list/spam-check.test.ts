/** @jest-environment jsdom */
import { HONEYPOT_FIELD, MIN_FILL_MS } from './native-post.mjs';
import { checkSubmission, msSinceRender } from './spam-check';

function form(honeypot?: string) {
  document.body.innerHTML = `<form><input name="email" value="cto@northwind.example">${
    honeypot === undefined ? '' : `<input name="${HONEYPOT_FIELD}" value="${honeypot}">`
  }</form>`;
  return document.querySelector('form')!;
}

describe('the island spam check', () => {
  it('passes a person: an empty honeypot and at least MIN_FILL_MS on the page', () => {
    expect(checkSubmission(form(''), MIN_FILL_MS)).toEqual({
      tripped: false,
      elapsedMs: MIN_FILL_MS,
    });
  });

  it('trips on anything in the honeypot, even with time to spare', () => {
    expect(checkSubmission(form('Bot'), 60_000).tripped).toBe(true);
  });

  it('trips on a submit sooner than MIN_FILL_MS after render', () => {
    expect(checkSubmission(form(''), MIN_FILL_MS - 1).tripped).toBe(true);
  });

  it('measures the time since the page loaded, in whole milliseconds', () => {
    expect(msSinceRender(() => 1234.6)).toBe(1235);
    const before = Math.floor(performance.now());
    const { elapsedMs } = checkSubmission(form(''));
    expect(elapsedMs).toBeGreaterThanOrEqual(before);
    expect(elapsedMs).toBeLessThanOrEqual(Math.ceil(performance.now()));
  });
});
