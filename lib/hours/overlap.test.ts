import { inOurTime, overlapOf } from './overlap';

const IST = { opens: '09:00', closes: '18:00', utcOffset: 330 };
const nineToFive = (utcOffset: number) => ({ opens: '09:00', closes: '17:00', utcOffset });

describe('overlap of our day (IST 9:00-18:00) with a 9-to-5 day elsewhere', () => {
  it.each([
    ['London in winter', 0, '14:30-18:00', '9:00-12:30', 210],
    ['London in summer, Berlin in winter', 60, '13:30-18:00', '9:00-13:30', 270],
    ['Berlin in summer', 120, '12:30-18:00', '9:00-14:30', 330],
    // Our morning, their afternoon, across the day line.
    ['Sydney in winter', 600, '9:00-12:30', '13:30-17:00', 210],
    ['Sydney in summer', 660, '9:00-11:30', '14:30-17:00', 150],
  ])(
    '%s (UTC offset %i min): ours %s, theirs %s, %i minutes',
    (_, offset, ours, theirs, minutes) => {
      expect(overlapOf(IST, nineToFive(offset))).toEqual({ ours, theirs, minutes });
    },
  );

  it('the Americas: no overlap at all (9:00 IST is 23:30 in New York in summer)', () => {
    for (const offset of [-300, -240, -480, -420])
      expect(overlapOf(IST, nineToFive(offset))).toBe(null);
    expect(inOurTime('23:30', -240, 330)).toBe('9:00');
  });

  it('a call at 8:00 New York time is 17:30 IST in summer, 18:30 in winter', () => {
    expect(inOurTime('08:00', -240, 330)).toBe('17:30');
    expect(inOurTime('08:00', -300, 330)).toBe('18:30');
  });
});
