import { expect, test, type Locator, type Page } from '@playwright/test';
import { getLegalDoc, LEGAL_SLUGS } from '../lib/content/legal';
import {
  getAboutPage,
  getCareersPage,
  getContactPage,
  getHomePage,
  getPartnersPage,
} from '../lib/content/pages';
import { getHours } from '../lib/content/hours';
import { industryExamples } from '../lib/content/industry-examples';
import { getLeadership } from '../lib/content/people';
import { site } from '../lib/site';
import { expectExternalLink, expectLinkTargets } from './helpers/links';

type JsonLdNode = Record<string, unknown>;

/** Every JSON-LD node of the page, parsed (a script holding an array contributes each item). */
async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    return Array.isArray(data) ? data : [data];
  });
}

const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((n) => n['@type'] === type);

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
}

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

// Each page's h1 is its content file's hero title: the test follows an editor's rewording.
const PAGES = [
  { path: '/', h1: getHomePage().hero.title },
  { path: '/about', h1: getAboutPage().hero.title, crumb: 'About' },
  { path: '/contact', h1: getContactPage().hero.title, crumb: 'Contact' },
  { path: '/careers', h1: getCareersPage().hero.title, crumb: 'Careers' },
  { path: '/partners', h1: getPartnersPage().hero.title, crumb: 'Partners' },
  ...(['privacy-policy', 'terms-of-service'] as const).map((slug) => {
    const { title } = getLegalDoc(slug);
    return { path: `/${slug}`, h1: title, crumb: title };
  }),
];

test.describe('every company page', () => {
  for (const { path, h1, crumb } of PAGES) {
    test(`${path}: one h1, unique metadata, parseable JSON-LD, safe external links`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);

      const title = await page.title();
      expect(title).toMatch(new RegExp(` \\| ${site.name}$`));
      expect(title.length).toBeLessThan(60);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      expect(description!.length).toBeLessThan(160);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.url}${path === '/' ? '' : path}`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);

      const nodes = await jsonLd(page);
      expect(nodes.length).toBeGreaterThan(0);
      if (crumb) {
        const [list] = ofType(nodes, 'BreadcrumbList');
        const items = list!.itemListElement as { name: string; item: string }[];
        expect(items.map((i) => i.name)).toEqual(['Home', crumb]);
        expect(items.at(-1)!.item).toBe(`${site.url}${path}`);
        const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(trail.locator('[aria-current="page"]')).toHaveText(crumb);
      }

      // Links that leave the site open in a new tab without handing over the opener.
      const external = page.locator(`a[href^="http"]:not([href^="${site.url}"])`);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  }

  test('titles and descriptions differ from page to page', async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const { path } of PAGES) {
      await page.goto(path);
      seen.titles.add(await page.title());
      seen.descriptions.add(
        (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      );
    }
    expect(seen.titles.size).toBe(PAGES.length);
    expect(seen.descriptions.size).toBe(PAGES.length);
  });
});

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
  });

  test('hero, client wordmarks and headline figures', async ({ page }) => {
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: 'Get a Free Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const clients = region(page, /Trusted by product teams/).getByRole('listitem');
    await expect(clients).toHaveCount(6);
    await expect(clients.first()).toBeVisible();
    const figures = region(page, `${site.name} in numbers`);
    for (const { value, label } of getHomePage().stats) {
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('client wordmarks with a case study link to it; testimonials are signed', async ({
    page,
  }) => {
    const home = getHomePage();
    const linked = home.clients.items.filter((client) => client.href);
    expect(linked.length).toBeGreaterThanOrEqual(4);
    const strip = region(page, /Trusted by product teams/);
    for (const client of linked) {
      // Some wordmarks are set in capitals by CSS, which the accessible name follows.
      await expect(strip.locator(`a[href="${client.href}"]`)).toHaveAccessibleName(
        new RegExp(`^${client.name} ${home.clients.linkSuffix}$`, 'i'),
      );
    }
    const testimonials = region(page, home.testimonials.title).locator('[data-testimonial]');
    await expect(testimonials).toHaveCount(home.testimonials.items.length);
    for (const [index, item] of home.testimonials.items.entries()) {
      const card = testimonials.nth(index);
      await expect(card.locator('blockquote')).toHaveText(item.quote);
      await expect(card.locator('figcaption')).toContainText(
        `${item.name}${item.role}, ${item.company}`,
      );
    }
  });

  test('the service and technology cards link to their pages', async ({ page }) => {
    const home = getHomePage();
    const services = region(page, home.services.title);
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(
      home.services.items.map((item) => item.title),
    );
    expect(await hrefs(services.getByRole('link'))).toEqual(
      home.services.items.map((item) => item.href),
    );

    const technologies = region(page, home.technologies.title);
    expect(await hrefs(technologies.getByRole('link'))).toEqual(
      home.technologies.items.map((item) => item.href),
    );
  });

  test('why us, industries, newsletter and the closing call to action', async ({ page }) => {
    const home = getHomePage();
    await expect(region(page, home.whyUs.title).getByRole('heading', { level: 3 })).toHaveCount(
      home.whyUs.items.length,
    );
    // The industries stand as a table of client examples, one row per industry.
    const industries = region(page, home.industries.title).getByRole('table');
    await expect(industries.getByRole('rowheader')).toHaveText(
      ['Healthcare', 'E-commerce', 'Automotive', 'Fintech'].map((name) => new RegExp(`^${name}`)),
    );
    const newsletter = region(page, 'Engineering notes, once a month');
    await expect(newsletter).toBeVisible();
    await expect(newsletter.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    // The hero's offer keeps the label the product gave it; the closing band uses the one label
    // of the contact intent (docs/contact-path.md#the-labels).
    const consult = page.getByRole('link', { name: 'Get a Free Consultation' });
    await expect(consult).toHaveCount(1);
    expect(await hrefs(consult)).toEqual(['/contact']);
    await expect(page.getByRole('link', { name: 'Start Your Project' }).last()).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('each client example names its client, and what we built links to its case study', async ({
    page,
  }) => {
    const home = getHomePage();
    const table = region(page, home.industries.title).getByRole('table');
    const examples = industryExamples();
    expect(examples.some((row) => row.study)).toBe(true);
    for (const { industry, study } of examples) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: industry }) });
      const links = row.getByRole('link');
      if (!study) {
        await expect(links).toHaveCount(0);
        continue;
      }
      await expect(row).toContainText(study.client);
      // What we built is the link to the study.
      await expect(links).toHaveCount(1);
      await expect(links).toHaveText(study.built);
      await expect(links).toHaveAttribute('href', study.path);
    }
    // Each link leads to a case study page that exists and is the client's.
    for (const { study } of examples.filter((row) => row.study)) {
      const response = await page.goto(study!.path);
      expect(response?.status(), study!.path).toBe(200);
      await expect(page.locator('main')).toContainText(study!.client);
    }
  });

  test('back-to-top appears only past 400 px and returns focus to the top', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#main')).toBeFocused();
    await expect(button).toBeHidden();
  });

  test('Organization and WebSite JSON-LD describe the company from the config', async ({
    page,
  }) => {
    const nodes = await jsonLd(page);
    const [org] = ofType(nodes, 'Organization');
    expect(org).toMatchObject({ name: site.name, url: site.url, email: site.email });
    expect(ofType(nodes, 'WebSite')).toHaveLength(1);
  });
});

test.describe('about', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('story, mission, timeline and values', async ({ page }) => {
    const about = getAboutPage();
    const story = region(page, about.story.title);
    await expect(story).toContainText(`began in ${site.foundingYear}`);
    await expect(story).toContainText(site.address.locality);
    // One values list on the page, in the same section as the mission and the vision.
    await expect(
      region(page, 'Mission, vision and values').getByRole('heading', { level: 3 }),
    ).toHaveText(['Mission', 'Vision', ...about.values.items.map((value) => value.title)]);
    await expect(page.getByRole('heading', { name: /values/i })).toHaveCount(1);
    // The values are a numbered list, 01 to 0N, each with its title and paragraph.
    const values = region(page, 'Mission, vision and values')
      .getByRole('list')
      .filter({ hasText: about.values.items[0]!.title });
    await expect(values.getByRole('listitem')).toHaveText(
      about.values.items.map(
        (value, i) => new RegExp(`^${String(i + 1).padStart(2, '0')}\\s*${value.title}`),
      ),
    );
    const milestones = region(page, 'How we got here')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    // The timeline starts in the founding year and runs to its latest milestone, so it grows.
    const { items } = about.timeline;
    expect(items.length).toBeGreaterThanOrEqual(4);
    await expect(milestones).toHaveCount(items.length);
    await expect(milestones.first()).toContainText(String(site.foundingYear));
    await expect(milestones.last()).toContainText(items.at(-1)!.year);
    await expect(
      region(page, about.recognition.title).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
  });

  test('the milestones across: rows filled evenly, no rule past the content edge', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const list = region(page, 'How we got here').getByRole('list').first();
    const layout = await list.evaluate((ol) => {
      const box = ol.getBoundingClientRect();
      const steps = [...ol.children].map((li) => ({
        top: Math.round(li.getBoundingClientRect().top),
        ruleEnd:
          li.getBoundingClientRect().right - parseFloat(getComputedStyle(li, '::before').right),
        rule: getComputedStyle(li, '::before').display !== 'none',
      }));
      const rows = new Map<number, number>();
      for (const step of steps) rows.set(step.top, (rows.get(step.top) ?? 0) + 1);
      return {
        perRow: [...rows.values()],
        overshoot: steps.filter((s) => s.rule && s.ruleEnd > box.right + 1).length,
      };
    });
    // Six steps run three by two, not four then two (components/sections/timeline.tsx).
    expect(new Set(layout.perRow).size, `steps per row: ${layout.perRow.join(', ')}`).toBe(1);
    expect(layout.overshoot).toBe(0);
  });

  test('four leadership cards, the co-founders among them', async ({ page }) => {
    const leadership = region(page, 'The people accountable for your project');
    const leaders = getLeadership();
    expect(leaders).toHaveLength(4);
    await expect(leadership.getByRole('article')).toHaveCount(4);
    for (const person of leaders) {
      const card = leadership.getByRole('article').filter({ hasText: person.name });
      await expect(card.getByRole('heading', { name: person.name })).toBeVisible();
      await expect(card).toContainText(person.title);
      await expect(card.getByRole('listitem')).toHaveCount(person.expertise.length);
    }
    await expect(leadership.getByText(/Co-Founder/)).toHaveCount(2);
  });

  test('stats and closing call to action', async ({ page }) => {
    const figures = region(page, `${site.name} in numbers`);
    for (const { value } of getAboutPage().stats) {
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Your Project' }).last()).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('hero jumps to the form section titled Start Your Project', async ({ page }) => {
    const cta = page.getByRole('link', { name: 'Start Your Project' });
    await expect(cta).toHaveAttribute('href', '/contact#start-your-project');
    await expect(
      page.locator('section#start-your-project').getByRole('heading', { level: 2 }),
    ).toHaveText('Start Your Project');
    await cta.click();
    await expect(page).toHaveURL(/#start-your-project$/);
    await expect(page.getByRole('heading', { name: 'Start Your Project' })).toBeInViewport();
  });

  test('four info cards with real mailto and tel links and the business hours', async ({
    page,
  }) => {
    const cards = region(page, 'Ways to reach us').getByRole('article');
    await expect(cards).toHaveCount(4);
    await expectLinkTargets(cards, [
      [site.email, `mailto:${site.email}`],
      [site.phone.display, site.phone.href],
    ]);
    await expect(cards.nth(2)).toContainText(site.address.locality);
    await expect(cards.nth(3)).toContainText('Mon-Fri 9:00 AM - 6:00 PM IST');
  });

  test('the overlap of our day with each region: two seasons, or one window for a fixed clock', async ({
    page,
  }) => {
    const hours = getHours();
    const cards = region(page, hours.title).getByRole('listitem');
    await expect(cards).toHaveCount(hours.rows.length);
    for (const [index, row] of hours.rows.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(`${row.name} · ${row.city}`);
      // A Gulf week says how it meets ours, in the words hours.json gives it.
      if (row.week) await expect(card).toContainText(row.week);
      if (row.call) {
        await expect(card).toContainText(hours.callLead);
        continue;
      }
      const labels = row.allYear
        ? [hours.columns.allYear]
        : [hours.columns.standard, hours.columns.daylight];
      await expect(card.locator('dt')).toHaveText(labels);
      await expect(card.locator('dd').first()).toContainText(`${row.standard!.ours} ${hours.zone}`);
    }
  });

  test('contact information card and partnership card', async ({ page }) => {
    const details = region(page, 'Contact information');
    await expectLinkTargets(details, [
      [site.mobile.display, site.mobile.href],
      [site.email, `mailto:${site.email}`],
    ]);
    await expect(details.locator('address')).toContainText(site.address.locality);
    for (const [name, href] of [
      ['LinkedIn', site.social.linkedin],
      ['Instagram', site.social.instagram],
    ] as const) {
      const link = details.getByRole('link', { name: new RegExp(name) });
      await expectExternalLink(link, href);
    }
    await expect(page.getByRole('link', { name: /Explore partnerships/ })).toHaveAttribute(
      'href',
      '/partners',
    );
  });

  test('ContactPage JSON-LD carries the address and opening hours', async ({ page }) => {
    const [contact] = ofType(await jsonLd(page), 'ContactPage');
    expect(contact).toBeDefined();
    const office = contact!.mainEntity as JsonLdNode;
    expect(office.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      streetAddress: site.address.street,
    });
    expect(office.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...site.hours.days],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ]);
    expect(office.email).toBe(site.email);
  });
});

test.describe('careers', () => {
  test('figures, benefits, culture and the external job board', async ({ page }) => {
    await page.goto('/careers');
    const figures = region(page, 'Our team in numbers');
    // The seed's 4.8 rating says its scale in its label (docs/facts.md#a-label-says-what-its-basis-counts).
    const rating = 'Rating out of 5 as a place to work';
    for (const text of ['20+', 'Team members', '98%', 'Employee satisfaction', '4.8', rating]) {
      await expect(figures.getByText(text, { exact: true })).toBeVisible();
    }
    const { benefits } = getCareersPage();
    await expect(region(page, benefits.title).getByRole('heading', { level: 3 })).toHaveText(
      benefits.items.map((item) => item.title),
    );
    await expect(page.locator('section#culture')).toContainText(getCareersPage().culture.title);
    // The hero's "Life at …" button lands on a section that says the same, not "Culture".
    const lifeAt = page.getByRole('link', { name: /Life at/ });
    await expect(lifeAt).toHaveAttribute('href', '/careers#culture');
    await expect(page.locator('section#culture .eyebrow')).toHaveText(
      (await lifeAt.textContent())!.trim(),
    );
    const jobs = page.getByRole('link', { name: /View Open Positions/ });
    await expect(jobs).toHaveCount(2);
    for (const link of await jobs.all()) {
      await expect(link).toHaveAttribute('href', site.jobBoardUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('partners', () => {
  test('four partnership types, why partner, and both calls to action', async ({ page }) => {
    await page.goto('/partners');
    const { types: copy } = getPartnersPage();
    // The types are compared in one table: a row each, what we bring and share in columns.
    const types = region(page, copy.title).getByRole('table');
    await expect(types.getByRole('rowheader')).toHaveText([
      'Technology Partners',
      'Channel Partners',
      'Solution Partners',
      'Strategic Alliances',
    ]);
    await expect(types.getByRole('columnheader')).toHaveText(Object.values(copy.columns));
    for (const type of copy.items) {
      const row = types
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: type.title }) });
      await expect(row.getByRole('listitem')).toHaveText([...type.weBring, ...type.weShare]);
    }
    await expect(page.locator('section#why-partner').getByRole('listitem')).toHaveCount(6);
    await expectLinkTargets(page, [
      ['Become a Partner', '/contact'],
      ['Apply for Partnership', '/contact'],
    ]);
  });
});

test.describe('legal pages', () => {
  for (const slug of LEGAL_SLUGS) {
    const path = `/${slug}`;
    const { updatedLabel } = getLegalDoc(slug);
    test(`${path}: last updated ${updatedLabel}, and every contents link reaches its section`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByText(`Last updated: ${updatedLabel}`)).toBeVisible();
      const toc = page.getByRole('navigation', { name: 'On this page' });
      const links = toc.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(8);
      for (const href of await hrefs(links)) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(`h2${href}`)).toHaveCount(1);
      }
      await links.last().click();
      await expect(page).toHaveURL(/#contact-us$/);
      await expect(page.locator('h2#contact-us')).toBeInViewport();
      const body = page.getByRole('article');
      await expect(body.getByRole('link', { name: site.email }).first()).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
    });
  }

  test('the privacy policy names the data each form sends and the rights of visitors', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const body = page.getByRole('article');
    for (const text of [
      'Newsletter.',
      'Project inquiries.',
      'Chat assistant.',
      'lead service',
      'does not use cookies for tracking',
      'Your rights',
    ]) {
      await expect(body.getByText(text).first()).toBeVisible();
    }
  });
});
