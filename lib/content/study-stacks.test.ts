import { studyStacks } from './study-stacks';

const groups = [
  { category: 'frontend', title: 'Frontend' },
  { category: 'mobile', title: 'Mobile' },
  { category: 'database', title: 'Database' },
];
const technologies = [
  { name: 'React', category: 'frontend' },
  { name: 'Next.js', category: 'frontend' },
  { name: 'Flutter', category: 'mobile' },
  { name: 'PostgreSQL', category: 'database' },
];
const uses: Record<string, string[]> = {
  React: ['Loomcart', 'Voltgrid'],
  'Next.js': ['Voltgrid'],
  PostgreSQL: ['Loomcart'],
};

describe('studyStacks', () => {
  const stacks = studyStacks(
    groups,
    technologies,
    ['Loomcart', 'Voltgrid'],
    (t) => uses[t.name] ?? [],
  );

  it('fills each study column with the technologies its list names, group by group', () => {
    expect(stacks.rows).toEqual([
      { id: 'frontend', title: 'Frontend', cells: [['React'], ['React', 'Next.js']] },
      { id: 'database', title: 'Database', cells: [['PostgreSQL'], []] },
    ]);
  });

  it('leaves out a group no study uses', () => {
    expect(stacks.rows.map((row) => row.id)).not.toContain('mobile');
  });
});
