import { keepPhrasesWhole, keepUnitsWithNumbers } from './unbreakable-units';

const NBSP = '\u00a0';

describe('numbers kept with their units', () => {
  it('joins a number to the unit after it with a no-break space', () => {
    expect(
      keepUnitsWithNumbers('20 chargers at 22 kW draw 440 kW; p75 of 300 ms over 3 weeks'),
    ).toBe(`20 chargers at 22${NBSP}kW draw 440${NBSP}kW; p75 of 300${NBSP}ms over 3${NBSP}weeks`);
  });

  it('leaves words that only start like a unit, and numbers without one, alone', () => {
    for (const text of ['4 Wheels', '12 kWp panels', '3 minutemen', '2 MBps', 'Version 2 arrives'])
      expect(keepUnitsWithNumbers(text)).toBe(text);
  });
});

describe('known terms and durations kept whole', () => {
  it('binds a median in minutes to its number', () => {
    expect(keepUnitsWithNumbers('a median of 22 minutes, 1 minute at best')).toBe(
      `a median of 22${NBSP}minutes, 1${NBSP}minute at best`,
    );
  });

  it('binds SOC 2 Type II as one term, and SOC 2 or ISO 27001 on their own', () => {
    expect(keepPhrasesWhole('Exceptions in the first SOC 2 Type II report')).toBe(
      `Exceptions in the first SOC${NBSP}2${NBSP}Type${NBSP}II report`,
    );
    expect(keepPhrasesWhole('what SOC 2 and ISO 27001 auditors ask')).toBe(
      `what SOC${NBSP}2 and ISO${NBSP}27001 auditors ask`,
    );
  });

  it('leaves lookalikes alone', () => {
    for (const text of ['SOC 20 controls', 'ISO 270012', 'a Type II diabetes study'])
      expect(keepPhrasesWhole(text)).toBe(text);
  });
});
