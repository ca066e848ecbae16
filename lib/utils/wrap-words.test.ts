import { wrapWords } from './wrap-words';

describe('wrapWords', () => {
  it('fills each line up to the width', () => {
    expect(wrapWords('From kickoff to pilot results', 16)).toEqual([
      'From kickoff to',
      'pilot results',
    ]);
  });

  it('keeps a word longer than a line whole, on its own line', () => {
    expect(wrapWords('a supercalifragilistic word', 8)).toEqual([
      'a',
      'supercalifragilistic',
      'word',
    ]);
  });

  it('moves a number down to the unit that follows it', () => {
    expect(wrapWords('Recovery time target, with data lost capped at 15 minutes.', 18)).toEqual([
      'Recovery time',
      'target, with data',
      'lost capped at',
      '15 minutes.',
    ]);
  });
});
