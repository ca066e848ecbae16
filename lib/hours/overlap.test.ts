import { inOurTime, overlapOf } from './overlap';

const IST = { opens: '09:00', closes: '18:00', utcOffset: 330 };
const nineToFive = (utcOffset: number) => ({ opens: '09:00', closes: '17:00', utcOffset });

describe('overlap of our day (IST 9:00-18:00) with a 9-to-5 day elsewhere', () => {
  it('London: 3.5 hours in winter, 4.5 in summer', () => {
    expect(overlapOf(IST, nineToFive(0))).toEqual({
      ours: '14:30-18:00',
      theirs: '9:00-12:30',
      minutes: 210,
    });
    expect(overlapOf(IST, nineToFive(60))).toMatchObject({ ours: '13:30-18:00', minutes: 270 });
  });

  it('Berlin: 4.5 hours in winter, 5.5 in summer', () => {
    expect(overlapOf(IST, nineToFive(60))?.theirs).toBe('9:00-13:30');
    expect(overlapOf(IST, nineToFive(120))).toMatchObject({ ours: '12:30-18:00', minutes: 330 });
  });

  it('the Americas: no overlap at all (9:00 IST is 23:30 in New York in summer)', () => {
    for (const offset of [-300, -240, -480, -420])
      expect(overlapOf(IST, nineToFive(offset))).toBe(null);
    expect(inOurTime('23:30', -240, 330)).toBe('9:00');
  });

  it('Sydney: our morning, their afternoon, across the day line', () => {
    expect(overlapOf(IST, nineToFive(600))).toEqual({
      ours: '9:00-12:30',
      theirs: '13:30-17:00',
      minutes: 210,
    });
    expect(overlapOf(IST, nineToFive(660))).toMatchObject({ theirs: '14:30-17:00', minutes: 150 });
  });

  it('a call at 8:00 New York time is 17:30 IST in summer, 18:30 in winter', () => {
    expect(inOurTime('08:00', -240, 330)).toBe('17:30');
    expect(inOurTime('08:00', -300, 330)).toBe('18:30');
  });
});
