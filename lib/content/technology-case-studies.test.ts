import { getCaseStudies } from './case-studies';
import { caseStudiesUsing } from './technology-case-studies';
import { getTechnologies } from './technologies';

describe('case studies on a technology page (docs/proof.md#technology-pages)', () => {
  const names = (t: { name: string; aliases?: string[] }) =>
    [t.name, ...(t.aliases ?? [])].map((n) => n.toLowerCase());

  it('lists every study that names the technology, its own technology first on the card', () => {
    for (const technology of getTechnologies()) {
      const expected = getCaseStudies().filter((s) =>
        s.technologies.some((t) => names(technology).includes(t.toLowerCase())),
      );
      const listed = caseStudiesUsing(technology);
      expect(listed.map((s) => s.slug)).toEqual(expected.map((s) => s.slug));
      for (const study of listed) {
        expect(names(technology)).toContain(study.technologies[0]!.toLowerCase());
        const original = expected.find((s) => s.slug === study.slug)!;
        expect([...study.technologies].sort()).toEqual([...original.technologies].sort());
      }
    }
  });

  it('finds a study by an alias the study uses instead of the page name', () => {
    const [study] = getCaseStudies();
    const alias = study!.technologies[0]!.toUpperCase();
    const studies = caseStudiesUsing({ name: 'No such name', aliases: [alias] });
    expect(studies.map((s) => s.slug)).toContain(study!.slug);
    expect(caseStudiesUsing({ name: 'No such name' })).toEqual([]);
  });
});
