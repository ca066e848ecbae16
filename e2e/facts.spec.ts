import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { getCaseStudies } from '../lib/content/case-studies';
import { claimsIn, contradictions, sentencesOf } from '../lib/content/company-claims';
import { COMPANY_FIGURES } from '../lib/content/figures';
import { builtPagePaths, htmlFileFor } from './helpers/out-files';
import { readableUnits, signedQuotes } from './helpers/page-text';

/**
 * One set of facts, read from every built page (docs/facts.md): no page states a company
 * figure the figures file does not, unless its sentence says whose figure it is; every signed
 * quote appears once (docs/case-studies.md#testimonials).
 */
const pages = builtPagePaths().map((route) => ({
  route,
  html: fs.readFileSync(htmlFileFor(route)!, 'utf8'),
}));
const units = new Map(pages.map(({ route, html }) => [route, readableUnits(html)]));

test.describe('company figures on every page', () => {
  test('the scan reads every page and finds the company figures', () => {
    expect(pages.length).toBeGreaterThan(40);
    const topics = new Set(
      [...units.values()]
        .flat()
        .flatMap(sentencesOf)
        .flatMap(claimsIn)
        .map((c) => c.topic),
    );
    for (const topic of [
      'projects',
      'clients',
      'satisfaction',
      'retention',
      'years',
      'continents',
    ]) {
      expect(topics, `no page states a ${topic} figure`).toContain(topic);
    }
  });

  test('no page contradicts content/company/figures.json without a scope', () => {
    const problems = [...units].flatMap(([route, texts]) =>
      contradictions(texts).map((c) => `${route}: "${c.sentence}" (${c.topic} ${c.stated})`),
    );
    expect(problems).toEqual([]);
  });

  test('a stat tile that disagrees is caught as the visitor reads it', () => {
    const html =
      '<main><dl><div><dt>Projects delivered</dt><dd>150+</dd><dd>Web and mobile</dd></div></dl>' +
      '<p>Clients on <strong>four</strong> continents.</p></main>';
    expect(contradictions(readableUnits(html)).map((c) => `${c.topic} ${c.stated}`)).toEqual([
      'projects 150+',
      'continents 4',
    ]);
  });

  test('the marketing figures each appear on a page, in the words that scope them', () => {
    const all = [...units.values()].flat().join('\n');
    const f = COMPANY_FIGURES;
    const expected = [
      `${f.projects.value} Projects delivered`,
      `${f.clients.value} Clients`,
      `${f.leadExperience.value} Years of experience: Average per lead engineer`,
      `${f.engineers.value} Expert engineers`,
      `${f.satisfaction.value} Client satisfaction`,
      '500% Efficiency, at best',
      `${f.solutions.value} Solutions shipped`,
      `${f.retention.value} Client retention`,
      `${f.teamMembers.value} Team members`,
      `${f.employeeSatisfaction.value} Employee satisfaction`,
      `${f.employerRating.value} Rating`,
      '500+ Cloud projects: Delivered by our cloud engineers over their careers',
    ];
    for (const text of expected) expect(all, text).toContain(text);
  });
});

test.describe('testimonials', () => {
  const quotes = pages.flatMap(({ route, html }) =>
    signedQuotes(html).map((quote) => ({ route, ...quote })),
  );

  test('every quote is signed with a name, a role and a company', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(getCaseStudies().length + 2);
    const unsigned = quotes.filter(({ caption }) => !/\S+ \S+.*\S, \S/.test(caption));
    expect(unsigned).toEqual([]);
  });

  test('each quote appears once; a study quote may also appear on its own study page', () => {
    const ownPage = new Map(getCaseStudies().map((s) => [s.quote.quote, s.path]));
    const routes = new Map<string, string[]>();
    for (const { quote, route } of quotes) routes.set(quote, [...(routes.get(quote) ?? []), route]);
    const repeated = [...routes]
      .map(([quote, where]) => ({
        quote,
        elsewhere: where.filter((route) => route !== ownPage.get(quote)),
      }))
      .filter(({ elsewhere }) => elsewhere.length > 1);
    expect(repeated).toEqual([]);
    // Every study's quote is on its own page.
    for (const [quote, path] of ownPage) expect(routes.get(quote) ?? []).toContain(path);
  });
});
