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
});
