import { keepUnitsWithNumbers } from './unbreakable-units';

const NBSP = '\u00a0';

describe('numbers kept with their units', () => {
  it('joins a number to the unit after it with a no-break space', () => {
    expect(
      keepUnitsWithNumbers('20 chargers at 22 kW draw 440 kW; p75 of 300 ms over 3 weeks'),
    ).toBe(`20 chargers at 22${NBSP}kW draw 440${NBSP}kW; p75 of 300${NBSP}ms over 3${NBSP}weeks`);
  });

  it('leaves words that only start like a unit, and numbers without one, alone', () => {
    for (const text of ['4 Wheels', '12 kWp panels', '3 minutes', '2 MBps', 'Version 2 arrives'])
      expect(keepUnitsWithNumbers(text)).toBe(text);
  });
});
