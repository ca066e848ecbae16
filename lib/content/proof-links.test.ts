import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { getCaseStudies, getCaseStudy } from './case-studies';
import { FIGURES_FILE, figuresSchema, COMPANY_FIGURES } from './figures';
import { getCareersPage, getHomePage, reviewSourceLine } from './pages';
import { schemaProblems } from './parse';
import { getPeople } from './people';
import { testimonialSchema } from './testimonials';

/*
 * Proof with a place to be checked (docs/proof.md#checkable-proof): every link a proof element
 * may carry is https, a bad one fails naming the file and the field, and content that has no
 * such place says nothing that implies one.
 */

const root = process.cwd();
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'proof-'));

function writeJson(name: string, data: unknown): string {
  const file = path.join(tempDir(), name);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

const readJson = (rel: string) => JSON.parse(fs.readFileSync(path.join(root, rel), 'utf8'));

/** The EV case study, changed by `edit`, in a folder of its own. */
function caseStudyVariant(edit: (data: Record<string, unknown>) => void): string {
  const source = path.join(root, 'content/case-studies/ev-transport-platform.mdx');
  const parsed = matter(fs.readFileSync(source, 'utf8'), {});
  const data = structuredClone(parsed.data) as Record<string, unknown>;
  edit(data);
  const dir = tempDir();
  fs.writeFileSync(
    path.join(dir, 'ev-transport-platform.mdx'),
    matter.stringify(parsed.content, data),
  );
  return dir;
}

const SITE = 'https://proof.example.com/about';

describe('client and partner sites', () => {
  it('leaves every committed client and partner without a site (our clients are placeholders)', () => {
    expect(getHomePage().clients.items.filter((c) => c.site)).toEqual([]);
    const partners = getCaseStudies().flatMap((s) => s.partners ?? []);
    expect(partners.length).toBeGreaterThan(0);
    expect(partners.filter((p) => p.site)).toEqual([]);
  });

  it('keeps a client wordmark’s https site beside its case-study link', () => {
    const home = readJson('content/pages/home.json');
    home.clients.items[0].site = SITE;
    const client = getHomePage(writeJson('home.json', home)).clients.items[0]!;
    expect(client.site).toBe(SITE);
  });

  it.each([
    ['plain http', 'http://proof.example.com'],
    ['no scheme', 'proof.example.com'],
    ['another scheme', 'javascript://proof.example.com'],
  ])('rejects a client site with %s, naming the file and the field', (_, site) => {
    const home = readJson('content/pages/home.json');
    home.clients.items[1].site = site;
    const file = writeJson('home.json', home);
    expect(() => getHomePage(file)).toThrow(
      /home\.json[\s\S]*clients\.items\.1\.site: expected a full https:\/\//,
    );
  });

  it('keeps a partner’s https site and rejects a malformed one, naming the study and the field', () => {
    const good = caseStudyVariant((d) => {
      (d.partners as Record<string, unknown>[])[2]!.site = SITE;
    });
    expect(getCaseStudy('ev-transport-platform', good).partners?.[2]?.site).toBe(SITE);
    const bad = caseStudyVariant((d) => {
      (d.partners as Record<string, unknown>[])[2]!.site = 'http://proof.example.com';
    });
    expect(() => getCaseStudies(bad)).toThrow(/ev-transport-platform\.mdx[\s\S]*partners\.2\.site/);
  });
});

describe('people and quote-givers', () => {
  it('gives no committed person a profile link', () => {
    expect(getPeople().filter((p) => p.profileUrl)).toEqual([]);
  });

  it('keeps a person’s https profile and rejects a malformed one, naming the file and field', () => {
    const people = readJson('content/people.json');
    people[1].profileUrl = 'https://www.linkedin.com/in/example';
    expect(getPeople(writeJson('people.json', people))[1]!.profileUrl).toBe(
      'https://www.linkedin.com/in/example',
    );
    people[1].profileUrl = 'linkedin.com/in/example';
    expect(() => getPeople(writeJson('people.json', people))).toThrow(
      /people\.json[\s\S]*1\.profileUrl: expected a full https:\/\//,
    );
  });

  it('accepts a quote-giver’s profile and company site only over https', () => {
    const quote = { quote: 'It works.', name: 'A Person', role: 'CTO', company: 'Example' };
    expect(testimonialSchema.parse({ ...quote, profileUrl: SITE, companyUrl: SITE })).toMatchObject(
      { profileUrl: SITE, companyUrl: SITE },
    );
    expect(testimonialSchema.parse(quote)).not.toHaveProperty('profileUrl');
    expect(
      testimonialSchema.safeParse({ ...quote, companyUrl: 'http://example.com' }).success,
    ).toBe(false);
  });

  it('rejects a case study quote’s malformed company link, naming the study and the field', () => {
    const dir = caseStudyVariant((d) => {
      (d.quote as Record<string, unknown>).companyUrl = 'www.voltgrid.example';
    });
    expect(() => getCaseStudies(dir)).toThrow(/ev-transport-platform\.mdx[\s\S]*quote\.companyUrl/);
  });
});

describe('the employer rating', () => {
  const rating = () =>
    getCareersPage().stats.find((s) => s.value === COMPANY_FIGURES.employerRating.value)!;

  it('says plainly, without a review platform, that it is an internal survey with its date and N', () => {
    expect(COMPANY_FIGURES.employerRating.review).toBeUndefined();
    const tile = rating();
    // The line under the figure says what it is and when; its account under the row ("How we
    // count", docs/facts.md#how-we-count) gives the N.
    expect(tile.basis).toMatch(/internal .*survey/i);
    expect(tile.basis).toMatch(/\b20\d\d\b/);
    expect(tile.account).toMatch(/internal survey/);
    expect(tile.account).toMatch(/\d+ of \d+ staff/);
    expect(`${tile.description} ${tile.basis} ${tile.account}`).not.toMatch(
      /review (site|platform)|employer[- ]review/i,
    );
    expect(tile).not.toHaveProperty('source');
  });

  it('refuses a figure whose basis claims a review site it does not name', () => {
    const file = readJson(path.relative(root, FIGURES_FILE));
    // A one-line basis (docs/facts.md#every-figure-has-its-basis) that names review sites.
    file.employerRating.basis = 'Our ratings on employer-review sites';
    expect(schemaProblems(figuresSchema, file)).toEqual([
      expect.stringMatching(/^employerRating\.basis: names a public review site/),
    ]);
    file.employerRating.review = {
      platform: 'Example Reviews',
      url: 'https://reviews.example.com/arcforge',
      count: 23,
      asOf: '2026-10-01',
    };
    expect(schemaProblems(figuresSchema, file)).toEqual([]);
    file.employerRating.review.url = 'http://reviews.example.com/arcforge';
    expect(schemaProblems(figuresSchema, file)).toEqual([
      expect.stringMatching(/^employerRating\.review\.url: expected a full https:\/\//),
    ]);
  });

  it('states the count and date a rating rests on, around the platform’s name', () => {
    const line = reviewSourceLine({
      platform: 'Example Reviews',
      url: 'https://reviews.example.com/arcforge',
      count: 1234,
      asOf: '2026-10-01',
    });
    expect(line).toEqual({
      before: '1,234 reviews on ',
      platform: 'Example Reviews',
      url: 'https://reviews.example.com/arcforge',
      after: ', read October 1, 2026',
    });
  });

  it('refuses a tile description that promises public reviews for a survey figure', () => {
    const careers = readJson('content/pages/careers.json');
    const index = careers.stats.findIndex((s: { figure: string }) => s.figure === 'employerRating');
    careers.stats[index].description = 'Average rating from our team on employer reviews';
    expect(() => getCareersPage(writeJson('careers.json', careers))).toThrow(
      new RegExp(`careers\\.json[\\s\\S]*stats\\.${index}\\.description: speaks of public reviews`),
    );
  });
});

describe('case-study figures carry their basis (docs/case-studies.md#every-result-has-its-basis)', () => {
  it('gives every result and every banner figure of every study a basis', () => {
    for (const study of getCaseStudies()) {
      for (const figure of [...study.results, ...study.outcomes.metrics]) {
        expect([study.slug, figure.value, figure.basis.length >= 40]).toEqual([
          study.slug,
          figure.value,
          true,
        ]);
      }
    }
  });

  it('explains a banner figure by the result with the same value, unless it has its own basis', () => {
    const study = getCaseStudy('ev-transport-platform');
    for (const metric of study.outcomes.metrics) {
      expect(metric.basis).toBe(study.results.find((r) => r.value === metric.value)?.basis);
    }
    const own = 'Counted our own way for the banner, over the first year, from the client’s logs';
    const dir = caseStudyVariant((d) => {
      (d.outcomes as { metrics: Record<string, unknown>[] }).metrics[0]!.basis = own;
    });
    expect(getCaseStudy('ev-transport-platform', dir).outcomes.metrics[0]!.basis).toBe(own);
  });

  it('fails naming the study and the field when a result or a banner figure has none', () => {
    const noResultBasis = caseStudyVariant((d) => {
      delete (d.results as Record<string, unknown>[])[1]!.basis;
    });
    expect(() => getCaseStudies(noResultBasis)).toThrow(
      /ev-transport-platform\.mdx[\s\S]*results\.1\.basis: missing/,
    );
    const orphan = caseStudyVariant((d) => {
      (d.outcomes as { metrics: Record<string, unknown>[] }).metrics[3]!.value = '12%';
    });
    expect(() => getCaseStudies(orphan)).toThrow(
      /ev-transport-platform\.mdx[\s\S]*outcomes\.metrics\.3\.basis: missing; add what "12%" counts/,
    );
  });
});
