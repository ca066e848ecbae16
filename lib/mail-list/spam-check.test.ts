/** @jest-environment jsdom */
import { HONEYPOT_FIELD, MIN_FILL_MS } from '../leads/native-post';
import { msSinceRender, spamSignals } from './spam-check';

function form(honeypot?: string) {
  document.body.innerHTML = `<form><input name="email" value="cto@northwind.example">${
    honeypot === undefined ? '' : `<input name="${HONEYPOT_FIELD}" value="${honeypot}">`
  }</form>`;
  return document.querySelector('form')!;
}

describe('the spam signals an island sends', () => {
  it('a person: the time on the page and no honeypot', () => {
    expect(spamSignals(form(''), MIN_FILL_MS)).toEqual({ elapsedMs: MIN_FILL_MS });
    expect(spamSignals(form(), 60_000)).toEqual({ elapsedMs: 60_000 });
    expect(spamSignals(null, 60_000)).toEqual({ elapsedMs: 60_000 });
  });

  it('a fast submit is reported as it is, never judged here', () => {
    expect(spamSignals(form(''), 500)).toEqual({ elapsedMs: 500 });
  });

  it('carries what a bot typed into the honeypot; blanks count as empty', () => {
    expect(spamSignals(form('Bot'), 60_000)).toEqual({ elapsedMs: 60_000, honeypot: 'Bot' });
    expect(spamSignals(form('   '), 60_000)).toEqual({ elapsedMs: 60_000 });
  });

  it('measures the time since the page loaded, in whole milliseconds', () => {
    expect(msSinceRender(() => 1234.6)).toBe(1235);
    const before = Math.floor(performance.now());
    const { elapsedMs } = spamSignals(form(''));
    expect(elapsedMs).toBeGreaterThanOrEqual(before);
    expect(elapsedMs).toBeLessThanOrEqual(Math.ceil(performance.now()));
  });
});
