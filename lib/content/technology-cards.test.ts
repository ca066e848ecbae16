import { getTechnologies, getTechnologiesPage } from './technologies';
import { caseStudiesUsing } from './technology-case-studies';
import { joinNames, overviewGroups, toTechnologyCard, usedByLine } from './technology-cards';

type CardSource = Parameters<typeof toTechnologyCard>[0];

/** A card source; each test gives the lists it is about, and the href when it has a page. */
const source = (lists: Pick<CardSource, 'features' | 'useCases' | 'href'>): CardSource => ({
  id: 'svelte',
  name: 'Svelte',
  description: 'Compiled components.',
  mark: 'react',
  ...lists,
});

describe('toTechnologyCard', () => {
  it('keeps only the first two features and the first two use cases, in order', () => {
    const card = toTechnologyCard(
      source({
        features: ['one', 'two', 'three', 'four'],
        useCases: ['a', 'b', 'c'],
        href: '/technologies/svelte',
      }),
    );
    expect(card.features).toEqual(['one', 'two']);
    expect(card.useCases).toEqual(['a', 'b']);
    expect(card).toMatchObject({ name: 'Svelte', href: '/technologies/svelte' });
  });

  it('leaves shorter lists alone and adds no link when there is no page', () => {
    const card = toTechnologyCard(source({ features: ['only one'], useCases: [] }));
    expect(card.features).toEqual(['only one']);
    expect(card.useCases).toEqual([]);
    expect(card).not.toHaveProperty('href');
  });

  it('does not change the source lists', () => {
    const features = ['one', 'two', 'three'];
    toTechnologyCard(source({ features, useCases: [] }));
    expect(features).toHaveLength(3);
  });
});

describe('overviewGroups', () => {
  const groups = overviewGroups(getTechnologiesPage(), getTechnologies());
  const byId = Object.fromEntries(groups.map((g) => [g.id, g]));

  it('orders the groups Frontend, Backend, Mobile, Cloud, AI & ML, Database', () => {
    expect(groups.map((g) => g.title)).toEqual([
      'Frontend',
      'Backend',
      'Mobile',
      'Cloud',
      'AI & ML',
      'Database',
    ]);
  });

  it('puts each technology page in its group, in the menu order', () => {
    const slugs = (id: string) => byId[id]!.cards.map((c) => c.id);
    expect(slugs('frontend')).toEqual(['react', 'vue', 'angular', 'nextjs']);
    expect(slugs('backend')).toEqual(['nodejs', 'python', 'java', 'dotnet']);
    expect(slugs('mobile')).toEqual(['flutter', 'react-native', 'ios', 'android']);
    expect(slugs('cloud')).toEqual(['aws', 'gcp', 'azure']);
    expect(slugs('ai')).toEqual(['tensorflow', 'aws-ai', 'openai']);
  });

  it('links every card, databases included, to its page', () => {
    for (const group of groups) {
      for (const card of group.cards) {
        expect(card.href).toBe(`/technologies/${card.id}`);
        expect(card.features.length).toBeLessThanOrEqual(2);
        expect(card.useCases.length).toBeLessThanOrEqual(2);
      }
    }
    expect(byId.database!.cards.map((c) => c.name)).toEqual([
      'PostgreSQL',
      'MongoDB',
      'MySQL',
      'Redis',
    ]);
  });
});

describe('the line about where we used a technology', () => {
  it('lists the clients without a comma before "and"', () => {
    expect(joinNames(['Voltgrid'])).toBe('Voltgrid');
    expect(joinNames(['Voltgrid', 'Loomcart'])).toBe('Voltgrid and Loomcart');
    expect(joinNames(['Voltgrid', 'Loomcart', 'Helixa Care'])).toBe(
      'Voltgrid, Loomcart and Helixa Care',
    );
  });

  it('fills the template once per client, and says nothing without one', () => {
    expect(usedByLine('In production for {clients}', ['Voltgrid', 'Voltgrid', 'Paysprout'])).toBe(
      'In production for Voltgrid and Paysprout',
    );
    expect(usedByLine('In production for {clients}', [])).toBeUndefined();
  });

  it('names on each card exactly the clients whose case studies list it', () => {
    const technologies = getTechnologies();
    const clientsOf = (t: (typeof technologies)[number]) =>
      caseStudiesUsing(t).map((study) => study.quote.company);
    const cards = overviewGroups(getTechnologiesPage(), technologies, clientsOf).flatMap(
      (g) => g.cards,
    );
    for (const technology of technologies) {
      const card = cards.find((c) => c.id === technology.slug)!;
      const clients = clientsOf(technology);
      if (clients.length === 0) expect(card).not.toHaveProperty('usedBy');
      else for (const client of clients) expect(card.usedBy).toContain(client);
    }
    // Some card shows the line, so the test cannot pass on a page that dropped it.
    expect(cards.some((c) => c.usedBy)).toBe(true);
  });
});
