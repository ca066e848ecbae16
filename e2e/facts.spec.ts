import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { getCaseStudies } from '../lib/content/case-studies';
import { claimsIn, contradictions, sentencesOf } from '../lib/content/company-claims';
import { COMPANY_FIGURES, FIGURES } from '../lib/content/figures';
import { getAboutPage, getHomePage } from '../lib/content/pages';
import { getServices } from '../lib/content/services';
import { serviceProof } from '../lib/content/service-proof';
import ctaLabels from '../content/cta-labels.json';
import { builtPagePaths, htmlFileFor } from './helpers/out-files';
import { ctaButtons, figureTiles, readableUnits, signedQuotes } from './helpers/page-text';

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
    // The home page's label says whose years the 10+ are (docs/facts.md#whose-years).
    const leadYears = getHomePage().stats.find((s) => s.value === f.leadExperience.value)!;
    // The About page's engineers say what they are (on our own payroll), not a stock "expert".
    const engineersLabel = getAboutPage().stats.find((s) => s.value === f.engineers.value)!.label;
    expect(engineersLabel).not.toMatch(/\bexpert\b/i);
    const expected = [
      `${f.projects.value} Projects delivered`,
      `${f.clients.value} Clients`,
      `${f.leadExperience.value} ${leadYears.label}`,
      // The 500% is one client's best case, and its label says what it counts; 35% is the average.
      `${FIGURES.aiBestCase!.value} Efficiency gain in invoices per person per day`,
      `${f.engineers.value} ${engineersLabel}`,
      `${f.satisfaction.value} Client satisfaction`,
      `${f.solutions.value} Solutions shipped`,
      `${f.retention.value} Monthly renewal rate`,
      `${f.teamMembers.value} Team members`,
      `${f.employeeSatisfaction.value} Employee satisfaction`,
      `${f.employerRating.value} Rating`,
      '500+ Cloud projects our engineers have led: Over their careers',
    ];
    for (const text of expected) expect(all, text).toContain(text);
  });
});

test.describe('every figure carries its basis (docs/facts.md#every-figure-has-its-basis)', () => {
  const tiles = pages.flatMap(({ route, html }) =>
    figureTiles(html).map((tile) => ({ route, ...tile })),
  );

  test('every headline figure on every page says what it counts, under it', () => {
    expect(tiles.length).toBeGreaterThan(60);
    const bare = tiles.filter((tile) => tile.basis.length < 20);
    expect(bare.map(({ route, text }) => `${route}: ${text}`)).toEqual([]);
  });

  test('a page never shows one figure with two different bases', () => {
    for (const { route, html } of pages) {
      const byValueAndLabel = new Map<string, Set<string>>();
      for (const { text, basis } of figureTiles(html)) {
        const key = text.split(':')[0]!;
        byValueAndLabel.set(key, (byValueAndLabel.get(key) ?? new Set()).add(basis));
      }
      const mixed = [...byValueAndLabel].filter(([, bases]) => bases.size > 1);
      expect([route, mixed]).toEqual([route, []]);
    }
  });
});

test.describe('proof on every service page (docs/proof.md)', () => {
  for (const service of getServices()) {
    test(`${service.path} links its case study and shows its client's signed quote`, () => {
      const { study, quote } = serviceProof(service);
      const html = fs.readFileSync(htmlFileFor(service.path)!, 'utf8');
      expect(html).toContain(`href="${study.path}"`);
      const shown = signedQuotes(html).find((q) => q.quote === quote.quote);
      expect(shown?.caption).toContain(quote.name);
      // Whoever signs it works at the study's client.
      expect(shown?.caption).toContain(study.quote.company);
    });
  }
});

test.describe('calls to action (docs/contact-path.md#the-labels)', () => {
  const intentOf = (href: string): 'contact' | 'work' | 'services' | null =>
    /^\/contact([?#]|$)/.test(href)
      ? 'contact'
      : href === '/case-studies'
        ? 'work'
        : href === '/services'
          ? 'services'
          : null;

  test('every button to contact, our work or our services uses its intent’s one label', () => {
    const buttons = pages.flatMap(({ route, html }) =>
      ctaButtons(html).map((button) => ({ route, ...button, intent: intentOf(button.href) })),
    );
    const counted = buttons.filter((b) => b.intent);
    expect(counted.length).toBeGreaterThan(100);
    const strays = counted.filter((b) => !ctaLabels[b.intent!].includes(b.label));
    expect(strays.map((b) => `${b.route}: "${b.label}" -> ${b.href}`)).toEqual([]);
    // Each non-contact intent shows one label across the whole site.
    for (const intent of ['work', 'services'] as const) {
      const labels = new Set(counted.filter((b) => b.intent === intent).map((b) => b.label));
      expect(labels.size).toBeLessThanOrEqual(1);
    }
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

  test('each quote appears once; a study quote also on its study page and the services it proves', () => {
    const ownPage = new Map(getCaseStudies().map((s) => [s.quote.quote, s.path]));
    const provedBy = (quote: string, route: string) =>
      getServices().some(
        (service) =>
          service.path === route && ownPage.get(quote)?.endsWith(service.proof.caseStudy),
      );
    const routes = new Map<string, string[]>();
    for (const { quote, route } of quotes) routes.set(quote, [...(routes.get(quote) ?? []), route]);
    const repeated = [...routes]
      .map(([quote, where]) => ({
        quote,
        elsewhere: where.filter((route) => route !== ownPage.get(quote) && !provedBy(quote, route)),
      }))
      .filter(({ elsewhere }) => elsewhere.length > 1);
    expect(repeated).toEqual([]);
    // Every study's quote is on its own page.
    for (const [quote, path] of ownPage) expect(routes.get(quote) ?? []).toContain(path);
  });
});

test.describe('technology marks (docs/technology-marks.md)', () => {
  test('every technology mark on every page is a drawn glyph, never lettering', () => {
    // A mark is an <svg role="img"> on the 24-unit view box; one holding <text> is a wordmark.
    const mark = /<svg role="img" aria-label="([^"]*)" viewBox="0 0 24 24"[^>]*>([\s\S]*?)<\/svg>/g;
    const lettered = pages.flatMap(({ route, html }) =>
      [...html.matchAll(mark)]
        .filter(([, , inner]) => inner!.includes('<text'))
        .map(([, name]) => `${route}: ${name}`),
    );
    expect(pages.some(({ html }) => new RegExp(mark.source).test(html))).toBe(true);
    expect(lettered).toEqual([]);
  });
});
