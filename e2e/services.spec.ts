import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { getProductsPage } from '../lib/content/pages';
import { getProduct, getProducts } from '../lib/content/products';
import { toScreenText } from '../lib/content/screen-text';
import { getService, getServices, getServicesPage } from '../lib/content/services';
import { redirectRoutes } from '../lib/routes';
import { site } from '../lib/site';
import { htmlFileFor } from './helpers/out-files';
import { expectExternalLink, expectLinkTargets } from './helpers/links';

const main = (page: Page) => page.getByRole('main');

/** The title a page's section with this eyebrow has in content today. */
function sectionTitle(sections: readonly { eyebrow?: string; title?: string }[], eyebrow: string) {
  const title = sections.find((section) => section.eyebrow === eyebrow)?.title;
  if (!title) throw new Error(`No section with the eyebrow "${eyebrow}"`);
  return title;
}

/** The accessible name of a card's "Learn more" link ("Learn more: <card title>"). */
const learnMore = (title: string) => new RegExp(`^Learn more\\s*: ${title}$`);

/** A headline figure (the <dd> of a stat), matched exactly. */
const figure = (page: Page, value: string) =>
  main(page)
    .getByRole('definition')
    .filter({ hasText: new RegExp(`^${value.replace(/[.+]/g, '\\$&')}$`) });

/** Each of `values` stands once on the page as a figure (a stat's value). */
async function expectFigures(page: Page, values: string[]) {
  for (const value of values) await expect(figure(page, value)).toHaveCount(1);
}

/** The closing call to action: the last region of the page before the footer. */
const closingCta = (page: Page) => main(page).locator(':scope > section').last();

type ServiceSection = ReturnType<typeof getServices>[number]['sections'][number];
type ActionSection = Extract<ServiceSection, { type: 'split' | 'projects' }>;

/** A service page's section of `type` that ends on its own action links it, as content gives it. */
async function expectSectionAction(page: Page, servicePath: string, type: ActionSection['type']) {
  const { title, action } = getServices()
    .find((service) => service.path === servicePath)!
    .sections.filter((section): section is ActionSection => section.type === type)
    .find((section) => section.action)!;
  await expect(
    main(page).getByRole('region', { name: title }).getByRole('link', { name: action!.label }),
  ).toHaveAttribute('href', action!.href);
}

async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text) => [JSON.parse(text)].flat());
  const node = nodes.find((n: Record<string, unknown>) => n['@type'] === type);
  expect(node, `JSON-LD of type ${type}`).toBeTruthy();
  return node;
}

test.describe('services overview', () => {
  const overview = getServicesPage();

  test('shows eight service cards, each with features and a Learn more link', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const cards = main(page)
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /^Learn more/ }) });
    await expect(cards).toHaveCount(8);
    for (const card of overview.cards.items) {
      const article = cards.filter({
        has: page.getByRole('heading', { name: card.title, exact: true }),
      });
      await expect(article.getByRole('listitem')).toHaveCount(card.features.length);
      await expect(article.getByRole('link', { name: learnMore(card.title) })).toHaveAttribute(
        'href',
        card.href,
      );
    }
    const popular = cards.filter({ hasText: 'Most Popular' });
    await expect(popular).toHaveCount(overview.cards.items.filter((c) => c.badge).length);
    await expect(popular.first()).toBeVisible();
  });

  test('has a why-choose section and the four-step process with deliverables', async ({ page }) => {
    await page.goto('/services');
    await expect(main(page).getByRole('heading', { name: overview.whyChoose.title })).toBeVisible();
    const process = main(page).getByRole('region', { name: overview.process.title });
    const steps = process.getByRole('listitem').filter({ has: page.getByRole('heading') });
    await expect(steps.getByRole('heading')).toHaveText([
      'Step 1: Discovery & Planning',
      'Step 2: Design & Architecture',
      'Step 3: Development & Testing',
      'Step 4: Deployment & Support',
    ]);
    await expect(steps.first()).toContainText('Deliverables');
  });

  test('a Learn more link opens its service page, and every service is linked', async ({
    page,
  }) => {
    await page.goto('/services');
    const card = overview.cards.items[0]!;
    await main(page)
      .getByRole('link', { name: learnMore(card.title) })
      .click();
    await expect(page).toHaveURL(card.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/services');
    const hrefs = await main(page)
      .locator('a[href^="/services/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const service of getServices()) expect(hrefs).toContain(service.path);
  });
});

test.describe('service pages', () => {
  test('cloud engineering shows all of its optional sections', async ({ page }) => {
    // Section titles are the editor's: read them from content, not from this test.
    const cloudSections = getServices().find((s) => s.slug === 'cloud-engineering')!.sections;
    await page.goto('/services/cloud-engineering');
    const hero = page.locator('section').first();
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLinkTargets(hero, [
      ['Start Your Project', '/contact?intent=cloud-engineering'],
      ['View Our Work', '/case-studies'],
    ]);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Services');

    // The page's own figures; the proof further down shows its client's, 99.99% among them.
    const numbers = main(page).getByRole('region', { name: 'Cloud engineering in numbers' });
    // Exactly: the 60% and 10x tiles' descriptions name their figure again, as the best case.
    for (const value of ['99.99%', '60%', '10x', '500+'])
      await expect(
        numbers
          .getByRole('definition')
          .filter({ hasText: new RegExp(`^${value.replace(/[.+]/g, '\\$&')}$`) }),
      ).toHaveCount(1);
    await expect(numbers.getByRole('term')).toContainText([
      'Uptime SLA',
      'Cost reduction',
      'Faster deployment',
      'Cloud projects',
    ]);

    const platformsTitle = cloudSections.find(
      (section) => section.type === 'cards' && section.title.includes('Azure'),
    )!.title;
    const platforms = main(page).getByRole('region', { name: platformsTitle });
    for (const name of ['AWS', 'Azure', 'Google Cloud', 'Multi-cloud']) {
      const card = platforms
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    }

    const checklistTitle = cloudSections.find((section) => section.type === 'checklist')!.title;
    const services = main(page).getByRole('region', { name: checklistTitle });
    expect(await services.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);

    const solutionsTitle = cloudSections.find((section) => section.type === 'solutions')!.title;
    const solutions = main(page).getByRole('region', { name: solutionsTitle }).getByRole('article');
    await expect(solutions).toHaveCount(4);
    for (const solution of await solutions.all()) {
      await expect(solution.getByRole('img')).toHaveAccessibleName(/^Illustration: /);
      await expect(solution.getByRole('heading', { name: 'Benefits' })).toBeVisible();
      expect(
        await solution
          .getByRole('list', { name: /^Technologies for / })
          .getByRole('listitem')
          .count(),
      ).toBeGreaterThanOrEqual(2);
    }
    await expect(main(page).getByText('RTO under 4 hours').first()).toBeVisible();

    const cta = closingCta(page);
    await expectLinkTargets(cta, [
      ['Start Your Project', '/contact?intent=cloud-engineering'],
      ['View Our Work', '/case-studies'],
    ]);

    const service = await jsonLdOfType(page, 'Service');
    expect(service.name).toBe('Cloud Engineering');
    expect(service.provider).toMatchObject({ '@type': 'Organization', name: site.name });
  });

  test('the FAQ opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services/cloud-engineering');
    const answer = page.getByText(/We start with the waste nobody needs/);
    await expect(answer).toBeHidden();
    await page.getByText('How do you reduce cloud costs without slowing us down?').click();
    await expect(answer).toBeVisible();
    await context.close();
  });

  test('resource augmentation and product engineering show their own sections', async ({
    page,
  }) => {
    await page.goto('/services/resource-augmentation');
    const models = sectionTitle(getService('resource-augmentation').sections, 'Engagement models');
    await expect(
      main(page).getByRole('region', { name: models, exact: true }).getByRole('article'),
    ).toHaveCount(3);
    await expect(main(page).getByRole('list', { name: 'Engineering roles' })).toContainText(
      'Backend Engineer',
    );
    await expect(
      main(page).getByRole('region', { name: /Engineers you would hire yourself/ }),
    ).toBeVisible();
    // The "augment or hire" section ends on its own action, as content gives it.
    await expectSectionAction(page, '/services/resource-augmentation', 'split');

    await page.goto('/services/product-engineering');
    const phasesTitle = getServices()
      .find((s) => s.slug === 'product-engineering')!
      .sections.find((section) => section.type === 'process')!.title;
    const phases = main(page)
      .getByRole('region', { name: phasesTitle })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(phases).toHaveCount(4);
    await expect(
      main(page).getByRole('region', { name: 'Products we have engineered' }).getByRole('article'),
    ).toHaveCount(4);
    // The showcase section ends on its own action, as content gives it.
    await expectSectionAction(page, '/services/product-engineering', 'projects');
    await expect(closingCta(page).getByRole('link', { name: 'View Our Work' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
  });

  for (const service of getServices()) {
    test(`${service.path} has one h1, a breadcrumb, its title and a closing CTA to /contact`, async ({
      page,
    }) => {
      const response = await page.goto(service.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.title);
      await expect(
        page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByText(service.name, { exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      expect(await main(page).locator(':scope > section').count()).toBeGreaterThanOrEqual(5);
      // To /contact, carrying the service the visitor came from (docs/contact-path.md).
      await expect(
        closingCta(page).locator(`a[href="/contact?intent=${service.slug}"]`),
      ).toHaveCount(1);
      await expect(page).toHaveTitle(`${service.seo.title} | ${site.name}`);
    });
  }
});

test.describe('redirects of old service paths', () => {
  for (const { from, to } of redirectRoutes) {
    test(`${from} ends at ${to}, and Back does not return to the old path`, async ({ page }) => {
      await page.goto('/services');
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL('/services');
    });
  }

  /** Serves the exported stub page at its old path with status 200, as a host without _redirects would. */
  async function stubRedirect(browser: Browser, javaScriptEnabled: boolean) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const { from } of redirectRoutes) {
      const html = fs.readFileSync(htmlFileFor(from)!, 'utf8');
      await page.route(`**${from}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
      );
    }
    return { context, page };
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`the stub page alone redirects and replaces the history entry (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const { context, page } = await stubRedirect(browser, javaScriptEnabled);
      for (const { from, to } of redirectRoutes) {
        await page.goto('/services');
        await page.goto(from, { waitUntil: 'commit' });
        await page.waitForURL(to);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL('/services');
      }
      await context.close();
    });
  }

  test('the stub page is not indexed and names its target as canonical', () => {
    for (const { from, to } of redirectRoutes) {
      const html = fs.readFileSync(htmlFileFor(from)!, 'utf8');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain(`<link rel="canonical" href="${site.url}${to}">`);
    }
  });
});

test.describe('products index', () => {
  test('/products lists every product with a link to its page, a figure with its basis and its own site', async ({
    page,
  }) => {
    await page.goto('/products');
    const words = getProductsPage();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.hero.title);
    await expect(main(page)).toContainText(words.list.ownership);
    const cards = main(page).getByRole('article');
    await expect(cards).toHaveCount(getProducts().length);
    for (const product of getProducts()) {
      const card = cards.filter({
        has: page.getByRole('heading', { name: product.name, exact: true }),
      });
      await expect(card.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
        'href',
        product.path,
      );
      await expect(card).toContainText(product.index.summary);
      await expect(card).toContainText(product.index.audience);
      // The figure's value is the first <dd>; its basis is the second.
      await expect(card.getByRole('definition').first()).toHaveText(product.index.figure.value);
      await expect(card).toContainText(product.index.figure.basis);
      await expectExternalLink(
        card.getByRole('link', { name: new RegExp(product.hero.siteLabel) }),
        site.products[product.id].url,
      );
    }
  });

  test('each product page has Products in its breadcrumb, linked to /products', async ({
    page,
  }) => {
    for (const product of getProducts()) {
      await page.goto(product.path);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute(
        'href',
        '/products',
      );
      await expect(trail).toContainText(product.name);
    }
  });
});

test.describe('product pages', () => {
  for (const product of getProducts()) {
    test(`${product.name}: external site in a new tab, demo to /contact, figures and mock-up`, async ({
      page,
    }) => {
      await page.goto(product.path);
      const hero = page.locator('section').first();
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
      const external = hero.getByRole('link', { name: new RegExp(`Visit ${product.name}`) });
      await expectExternalLink(external, site.products[product.id].url);
      // To /contact, carrying what was asked for (e2e/contact-path.spec.ts follows it).
      await expect(hero.getByRole('link', { name: product.hero.demo.label })).toHaveAttribute(
        'href',
        product.hero.demo.href,
      );
      expect(product.hero.demo.href).toMatch(/^\/contact\?intent=/);
      const figures = product.sections.flatMap((s) =>
        s.type === 'stats' ? s.items.map((i) => i.value) : [],
      );
      expect(figures.length).toBeGreaterThan(0);
      await expectFigures(page, figures);
      await expect(
        closingCta(page).getByRole('link', { name: product.cta.primary.label }),
      ).toHaveAttribute('href', product.cta.primary.href);
      expect(product.cta.primary.href).toMatch(/^\/contact\?intent=/);

      const words = toScreenText(product.screenshot);
      const mockup = main(page).getByRole('img', { name: words.title });
      await expect(mockup).toBeVisible();
      await expect(mockup).toHaveAccessibleDescription(words.description);
      await expect(main(page).locator('figure figcaption').first()).toHaveText(words.caption);

      const app = await jsonLdOfType(page, 'SoftwareApplication');
      expect(app).toMatchObject({ name: product.name, url: site.products[product.id].url });
    });
  }

  for (const product of getProducts()) {
    const tour = product.sections.find((section) => section.type === 'screen-tour');
    if (tour?.type !== 'screen-tour') continue;
    test(`${product.name}: its screen tour numbers each callout, on the screen and in the list`, async ({
      page,
    }) => {
      await page.goto(product.path);
      const region = main(page).getByRole('region', { name: tour.title, exact: true });
      await expect(region.locator('[data-screen-tour] svg')).toBeVisible();
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(tour.callouts.length);
      for (const [index, callout] of tour.callouts.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole('heading', { name: callout.title, exact: true })).toBeVisible();
        await expect(item.getByText(callout.text, { exact: true })).toBeVisible();
        // The number beside the words, the same as the dot's on the screen.
        await expect(item.locator('[aria-hidden="true"]')).toHaveText(String(index + 1));
        await expect(
          region
            .locator('[data-screen-tour] svg text', { hasText: new RegExp(`^${index + 1}$`) })
            .first(),
        ).toBeVisible();
      }
    });
  }

  test('ChargIQ: audiences, and the external site in the closing CTA', async ({ page }) => {
    await page.goto('/products/chargiq');
    for (const audience of ['EV fleet operators', 'Charging-network operators', 'Energy firms']) {
      await expect(main(page).getByRole('heading', { name: audience })).toBeVisible();
    }
    const external = closingCta(page).getByRole('link', { name: /Visit ChargIQ/ });
    await expectExternalLink(external, site.products.chargiq.url);
  });

  test('GeoFleet: trial terms, four features and four benefits', async ({ page }) => {
    await page.goto('/products/geofleet');
    for (const tick of getProduct('geofleet').hero.highlights!) {
      // A tick with a basis reads as one phrase: "24/7 support for outages".
      const term = typeof tick === 'string' ? tick : `${tick.text} ${tick.basis}`;
      await expect(page.getByRole('list', { name: 'GeoFleet plans include' })).toContainText(term);
    }
    // The features are the tour of GeoFleet's screen: four numbered callouts.
    const features = getProduct('geofleet').sections.find(
      (section) => section.type === 'screen-tour' && section.eyebrow === 'Features',
    );
    expect(features?.type === 'screen-tour' && features.callouts).toHaveLength(4);
    await expect(
      main(page).getByRole('region', { name: features!.title, exact: true }).getByRole('listitem'),
    ).toHaveCount(4);
    // The benefits band, whatever its title says this season.
    const benefits = getProduct('geofleet').sections.find(
      (section) => section.type === 'cards' && section.eyebrow === 'Benefits',
    );
    expect(benefits?.type).toBe('cards');
    await expect(
      main(page).getByRole('region', { name: benefits!.title }).getByRole('article'),
    ).toHaveCount(4);
  });
});
