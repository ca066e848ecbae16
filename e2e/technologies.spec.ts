import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import { getCaseStudies } from '../lib/content/case-studies';
import { caseStudiesUsing } from '../lib/content/technology-case-studies';
import { getTechnologies, getTechnologiesPage, getTechnology } from '../lib/content/technologies';
import { htmlFileFor } from './helpers/out-files';
import { expectPageHead, jsonLdTypes } from './helpers/page-head';

const hero = (page: Page) => page.locator('main > section').first();
/** The closing call-to-action band: the last section of the page. */
const closing = (page: Page) => page.locator('main > section').last();
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The titles of the cards (benefits, stack, capabilities) in the section named `name`. */
const cardTitles = (page: Page, name: string) =>
  region(page, name).getByRole('heading', { level: 3 });

/** The card's link reads "Learn more" plus the technology's name for screen readers. */
const learnMore = (name: string) =>
  new RegExp(`^Learn more\\s*:\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function hrefOf(scope: Locator, name: string | RegExp) {
  return scope.getByRole('link', { name }).getAttribute('href');
}

test.describe('/technologies overview', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/technologies');
  });

  test('groups the technologies, then the databases', async ({ page }) => {
    await expectPageHead(page, getTechnologiesPage().seo.title);
    const groups = ['Frontend', 'Backend', 'Mobile', 'Cloud', 'AI & ML', 'Database'];
    const h2s = await page.locator('main h2').allInnerTexts();
    expect(h2s.slice(0, groups.length)).toEqual(groups);

    const names = (group: string) => cardTitles(page, group);
    await expect(names('Frontend')).toHaveText(['React', 'Vue.js', 'Angular', 'Next.js']);
    await expect(names('Backend')).toHaveText(['Node.js', 'Python', 'Java', '.NET']);
    await expect(names('Mobile')).toHaveText(['Flutter', 'React Native', 'iOS', 'Android']);
    await expect(names('Cloud')).toHaveText(['AWS', 'Google Cloud', 'Azure']);
    await expect(names('AI & ML')).toHaveText(['TensorFlow', 'AWS AI', 'OpenAI']);
    await expect(names('Database')).toHaveText(['PostgreSQL', 'MongoDB', 'MySQL', 'Redis']);
  });

  test('each card shows two features, two use cases and a learn-more link to its page', async ({
    page,
  }) => {
    const technologies = getTechnologies();
    for (const t of technologies) {
      const card = page.getByRole('article').filter({
        has: page.getByRole('heading', { level: 3, name: t.name, exact: true }),
      });
      await expect(card).toHaveCount(1);
      const lists = card.getByRole('list');
      await expect(lists).toHaveCount(2);
      await expect(lists.nth(0).getByRole('listitem')).toHaveText(t.card.features.slice(0, 2));
      await expect(lists.nth(1).getByRole('listitem')).toHaveText(t.card.useCases.slice(0, 2));
      await expect(card.getByText(t.card.features[2]!, { exact: true })).toHaveCount(0);
      expect(await hrefOf(card, learnMore(t.name))).toBe(`/technologies/${t.slug}`);
    }
  });

  test('each card names the clients whose case studies use it, and only those', async ({
    page,
  }) => {
    for (const t of getTechnologies()) {
      const card = page.getByRole('article').filter({
        has: page.getByRole('heading', { level: 3, name: t.name, exact: true }),
      });
      const line = card.locator('[data-used-by]');
      const clients = [...new Set(caseStudiesUsing(t).map((study) => study.quote.company))];
      if (clients.length === 0) {
        await expect(line, t.name).toHaveCount(0);
        continue;
      }
      for (const client of clients) await expect(line, t.name).toContainText(client);
      const others = getCaseStudies()
        .map((study) => study.quote.company)
        .filter((client) => !clients.includes(client));
      for (const client of others) await expect(line, t.name).not.toContainText(client);
    }
  });

  test('every mark sits in a tile of one size', async ({ page }) => {
    const tiles = await page.locator('main article svg[role="img"]').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const tile = svg.closest('span.rounded-xl')!.getBoundingClientRect();
        return `${Math.round(tile.width)}x${Math.round(tile.height)}`;
      }),
    );
    expect(tiles.length).toBe(getTechnologies().length);
    expect(new Set(tiles).size).toBe(1);
  });

  test('a card opens its technology page', async ({ page }) => {
    await region(page, 'Backend')
      .getByRole('link', { name: learnMore('Python') })
      .click();
    await expect(page).toHaveURL(/\/technologies\/python$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      getTechnology('python').hero.title,
    );
  });

  test('every card has its learn-more link, and every page it leads to exists', async ({
    page,
    request,
  }) => {
    const groups = getTechnologiesPage().groups.map((group) => region(page, group.title));
    const cards = groups.reduce(
      (all, group) => all.or(group.getByRole('article')),
      groups[0]!.getByRole('article'),
    );
    const count = await cards.count();
    expect(count).toBe(getTechnologies().length);
    for (let i = 0; i < count; i++) {
      const name = await cards.nth(i).getByRole('heading', { level: 3 }).innerText();
      const href = await hrefOf(cards.nth(i), learnMore(name));
      expect(href, name).toMatch(/^\/technologies\/[a-z0-9-]+$/);
      expect((await request.get(href!)).status(), href!).toBe(200);
    }
  });

  test('every tile shows a drawn glyph, none of them lettering, React Native its own', async ({
    page,
  }) => {
    const marks = page.locator('main article svg[role="img"]');
    expect(await marks.count()).toBe(getTechnologies().length);
    // One icon system (docs/technology-marks.md): every mark is drawn, on the same 24-unit box.
    const kinds = await marks.evaluateAll((svgs) =>
      svgs.map((svg) => `${svg.getAttribute('viewBox')} ${svg.querySelectorAll('text').length}`),
    );
    expect(new Set(kinds)).toEqual(new Set(['0 0 24 24 0']));
    const drawing = (name: string) =>
      page
        .getByRole('img', { name, exact: true })
        .first()
        .evaluate((svg) => svg.innerHTML);
    expect(await drawing('React Native')).not.toBe(await drawing('React'));
  });

  test('the group links jump to their group and the CTAs lead to /contact', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Technology groups' })
      .getByRole('link', { name: 'Database' })
      .click();
    await expect(page).toHaveURL(/#database$/);
    await expect(region(page, 'Database').getByRole('heading', { name: 'Redis' })).toBeInViewport();
    expect(await hrefOf(hero(page), 'Start Your Project')).toBe('/contact');
    expect(await hrefOf(closing(page), 'Start Your Project')).toBe('/contact');
  });
});

test.describe('technology pages', () => {
  test('React: hero, benefits, capability list, links to /contact, /case-studies and /technologies', async ({
    page,
  }) => {
    await page.goto('/technologies/react');
    await expectPageHead(page, getTechnology('react').seo.title);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Technologies' })).toHaveAttribute(
      'href',
      '/technologies',
    );
    await expect(trail.locator('[aria-current="page"]')).toHaveText('React');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BreadcrumbList', 'Service']));

    expect(await hrefOf(hero(page), 'Start Your Project')).toBe('/contact');
    expect(await hrefOf(hero(page), 'View Our Work')).toBe('/case-studies');
    await expect(cardTitles(page, 'What React gives your product')).toHaveCount(3);
    await expect(cardTitles(page, 'Our React capabilities')).toHaveCount(8);
    // Optional sections React does not have stay off the page.
    await expect(page.getByRole('region', { name: /projects/i })).toHaveCount(0);
    expect(await hrefOf(closing(page), 'Start Your Project')).toBe('/contact');
    expect(await hrefOf(closing(page), 'Explore All Technologies')).toBe('/technologies');

    await closing(page).getByRole('link', { name: 'Explore All Technologies' }).click();
    await expect(page).toHaveURL(/\/technologies$/);
  });

  test('Python: why-Python cards, checklist and project cards with technologies and results', async ({
    page,
  }) => {
    await page.goto('/technologies/python');
    expect(await hrefOf(hero(page), 'Start Your Project')).toBe('/contact');
    expect(await hrefOf(hero(page), 'View Our Work')).toBe('/case-studies');

    const why = region(page, 'Why we reach for Python');
    await expect(why.getByText('Why Python', { exact: true })).toBeVisible();
    await expect(why.getByRole('heading', { level: 3 })).toHaveCount(3);

    const checklist = region(page, 'What every Python project ships with');
    await expect(checklist.getByRole('listitem')).toHaveCount(8);
    await expect(checklist.getByText('Formatting and linting with Ruff')).toBeVisible();

    const projects = region(page, 'Python projects we have delivered').getByRole('article');
    await expect(projects).toHaveCount(3);
    const first = projects.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(
      'Demand forecasting platform',
    );
    await expect(
      first.getByRole('list', { name: 'Technologies' }).getByRole('listitem'),
    ).toContainText(['Python', 'FastAPI']);
    await expect(first.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expect(first.getByText('23% less excess inventory within two quarters')).toBeVisible();

    expect(await hrefOf(closing(page), 'Start Your Project')).toBe('/contact');
    expect(await hrefOf(closing(page), 'Explore All Technologies')).toBe('/technologies');
  });

  test('React shows each case study built with it, as a card that opens the study', async ({
    page,
  }) => {
    const react = getTechnology('react');
    const studies = caseStudiesUsing(react);
    expect(studies.length).toBeGreaterThan(1);
    await page.goto('/technologies/react');
    const title = getTechnologiesPage().caseStudies.title.replace('{name}', react.name);
    const cards = region(page, title).getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      studies.map((study) => study.title),
    );
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${studies[0]!.path}$`));
  });

  test('every technology page links exactly the case studies that list it', () => {
    const all = getCaseStudies();
    for (const technology of getTechnologies()) {
      const html = fs.readFileSync(htmlFileFor(technology.href)!, 'utf8');
      const linked = all.filter((study) => html.includes(`href="${study.path}"`));
      expect([technology.name, linked.map((s) => s.slug)]).toEqual([
        technology.name,
        caseStudiesUsing(technology).map((s) => s.slug),
      ]);
    }
  });

  test('Java: three benefit cards and the eight-item stack', async ({ page }) => {
    await page.goto('/technologies/java');
    await expect(cardTitles(page, 'Why Java for your core systems')).toHaveCount(3);
    await expect(cardTitles(page, 'The Java stack we ship')).toHaveText(
      getTechnology('java').stack.items.map((item) => item.name),
    );
    await expect(page.getByRole('region', { name: /projects/i })).toHaveCount(0);
    expect(await hrefOf(closing(page), 'Start Your Project')).toBe('/contact');
  });

  test('iOS lists its eight frameworks; AWS has three benefits and eight services', async ({
    page,
  }) => {
    await page.goto('/technologies/ios');
    await expect(cardTitles(page, 'The frameworks we ship with')).toHaveText(
      getTechnology('ios').stack.items.map((item) => item.name),
    );

    await page.goto('/technologies/aws');
    const aws = getTechnology('aws');
    await expect(cardTitles(page, aws.benefits.title)).toHaveCount(3);
    await expect(cardTitles(page, aws.stack.title)).toHaveCount(8);
  });

  test('Android is a complete page with a hero button to /contact', async ({ page }) => {
    await page.goto('/technologies/android');
    const { hero: android } = getTechnology('android');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(android.title);
    expect(await hrefOf(hero(page), android.primary.label)).toBe('/contact');
    await expect(cardTitles(page, 'What native Android gives your app')).toHaveCount(3);
    await expect(cardTitles(page, 'Our Android capabilities')).toHaveCount(8);
    await expect(region(page, 'When native Android is the right call')).toBeVisible();
    await expect(region(page, 'How we run an Android engagement')).toBeVisible();
    expect(await hrefOf(closing(page), 'Start Your Project')).toBe('/contact');
  });

  test('OpenAI: AI capabilities and use cases in the same template', async ({ page }) => {
    await page.goto('/technologies/openai');
    await expect(cardTitles(page, 'Our OpenAI capabilities')).toHaveCount(8);
    await expect(cardTitles(page, 'Where OpenAI earns its place')).toHaveText([
      'Support copilots',
      'Document workflows',
      'Product and knowledge search',
    ]);
  });

  test('every technology page has one h1 and ends in a call to action to /contact', async ({
    page,
  }) => {
    test.setTimeout(120_000); // 18 pages on a shared machine
    for (const t of getTechnologies()) {
      await page.goto(t.href, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.hero.title);
      expect(await hrefOf(closing(page), t.cta.primary.label)).toBe('/contact');
      expect(await hrefOf(hero(page), t.hero.primary.label)).toBe('/contact');
    }
  });

  test('an unknown technology is a 404', async ({ page }) => {
    const response = await page.goto('/technologies/cobol');
    expect(response?.status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the overview and a technology page are complete', async ({ page }) => {
    await page.goto('/technologies');
    await expect(page.getByRole('link', { name: learnMore('Flutter') })).toHaveAttribute(
      'href',
      '/technologies/flutter',
    );
    await page.goto('/technologies/java');
    await expect(page.getByRole('heading', { name: 'Apache Kafka' })).toBeVisible();
  });
});
