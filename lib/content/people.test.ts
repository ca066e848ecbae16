import { loadAllPosts } from './blog';
import { authorRole, getLeadership, getPeople, getPerson } from './people';

describe('people', () => {
  it('derives the author role from the co-founder flag', () => {
    expect(authorRole(getPerson('aarav-sharma'))).toBe('Co-Founder');
    expect(authorRole(getPerson('meera-iyer'))).toBe('Co-Founder');
    expect(authorRole(getPerson('rohan-verma'))).toBe('Senior Developer');
  });

  it('has exactly two co-founders, both in the four leadership cards', () => {
    const coFounders = getPeople().filter((p) => p.coFounder);
    expect(coFounders).toHaveLength(2);
    expect(getLeadership()).toHaveLength(4);
    for (const p of coFounders) expect(p.leadership).toBe(true);
  });

  // Leaders keep their job title (Head of Delivery) on their page beside the byline role the
  // product fixes; every other author has one role, the byline's.
  it('gives each author outside the leadership one role: their page says their byline role', () => {
    const authors = new Set(loadAllPosts().map((post) => post.author.id));
    const mismatched = getPeople()
      .filter((person) => authors.has(person.id) && !person.leadership)
      .filter((person) => !person.title.startsWith(authorRole(person)))
      .map((person) => `${person.name}: byline ${authorRole(person)}, page ${person.title}`);
    expect(mismatched).toEqual([]);
  });

  it('throws on an unknown id', () => {
    expect(() => getPerson('nobody')).toThrow(/nobody/);
  });
});
