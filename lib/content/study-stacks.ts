/**
 * What the /technologies hero draws (docs/service-heroes.md): each published case study's stack,
 * one column a client, one row a group of the overview, filled with the technologies whose
 * pages the study's own technology list names. Derived, so a new study or technology redraws it.
 */
export interface StudyStacks {
  companies: string[];
  rows: { id: string; title: string; cells: string[][] }[];
}

export function studyStacks<T extends { name: string; category: string }>(
  groups: readonly { category: string; title: string }[],
  technologies: readonly T[],
  companies: readonly string[],
  companiesOf: (technology: T) => string[],
): StudyStacks {
  const rows = groups
    .map((group) => {
      const used = technologies
        .filter((technology) => technology.category === group.category)
        .map((technology) => ({ name: technology.name, by: companiesOf(technology) }));
      return {
        id: group.category,
        title: group.title,
        cells: companies.map((company) =>
          used.filter(({ by }) => by.includes(company)).map(({ name }) => name),
        ),
      };
    })
    // A group no study uses has nothing to draw.
    .filter((row) => row.cells.some((cell) => cell.length > 0));
  return { companies: [...companies], rows };
}
