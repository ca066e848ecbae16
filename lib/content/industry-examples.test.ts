import { getCaseStudies } from './case-studies';
import { industryExamples } from './industry-examples';
import { getHomePage } from './pages';

/*
 * The home page's table of client examples takes the client, what we built and the link from
 * the case study each industry names (docs/content.md#client-examples-come-from-the-case-studies).
 */

describe('industry examples', () => {
  const industries = getHomePage().industries;

  it('gives every industry its row, in the order of content/pages/home.json', () => {
    expect(industryExamples().map((row) => row.industry)).toEqual(
      industries.items.map((item) => item.title),
    );
  });

  it('takes each row’s client, what we built and link from the case study it names', () => {
    const studies = new Map(getCaseStudies().map((study) => [study.slug, study]));
    for (const [index, row] of industryExamples().entries()) {
      const slug = industries.items[index]!.caseStudy;
      if (!slug) {
        expect(row.study).toBeUndefined();
        continue;
      }
      const study = studies.get(slug)!;
      expect(row.study).toMatchObject({ built: study.title, path: study.path });
      expect(study.client.startsWith(row.study!.client)).toBe(true);
    }
  });

  it('fails naming the file and the field when a row names a case study with no file', () => {
    const edited = structuredClone(industries);
    edited.items[1]!.caseStudy = 'no-such-study';
    expect(() => industryExamples(edited)).toThrow(
      /content\/pages\/home\.json[\s\S]*industries\.items\.1\.caseStudy: "no-such-study"/,
    );
  });

  it('shows a row without a case study with no client and no link', () => {
    const edited = structuredClone(industries);
    delete edited.items[0]!.caseStudy;
    expect(industryExamples(edited)[0]).toEqual({
      industry: edited.items[0]!.title,
      points: edited.items[0]!.points,
    });
  });
});
