import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getService, getServices, getServicesPage, readService, SERVICES_DIR } from './services';

/** Every service file's slug: required pages are checked on the built site (e2e/spec-routes.ts). */
const SLUGS = getServices().map((service) => service.slug);

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'services-'));
}

function committed(slug: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(SERVICES_DIR, `${slug}.json`), 'utf8'));
}

function writeService(dir: string, slug: string, data: unknown): string {
  const file = path.join(dir, `${slug}.json`);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

describe('service content', () => {
  it('makes every file a page named after the file', () => {
    const services = getServices();
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) expect(service.path).toBe(`/services/${service.slug}`);
  });

  it('ends every page in a call to action to /contact', () => {
    for (const service of getServices()) {
      const targets = [service.cta.primary.href, service.cta.secondary?.href];
      expect(targets).toContain('/contact');
    }
  });

  it('gives cloud engineering its figures, platforms, solutions and RTO', () => {
    const cloud = getService('cloud-engineering');
    expect([cloud.hero.primary.href, cloud.hero.secondary?.href]).toEqual([
      '/contact',
      '/case-studies',
    ]);
    const stats = cloud.sections.find((s) => s.type === 'stats');
    // The product's four figures keep their labels word for word; what follows a label is the
    // context an editor adds ("Cost reduction, our best case"), never a replacement.
    const tiles = stats?.type === 'stats' ? stats.items.map((i) => `${i.value} ${i.label}`) : [];
    expect(tiles).toHaveLength(4);
    [
      '99.99% Uptime SLA',
      '60% Cost reduction',
      '10x Faster deployment',
      '500+ Cloud projects',
    ].forEach((fixed, index) => expect(tiles[index]!.slice(0, fixed.length)).toBe(fixed));
    const titles = cloud.sections
      .flatMap((s) => (s.type === 'cards' ? s.items : []))
      .map((c) => c.title);
    expect(titles).toEqual(expect.arrayContaining(['AWS', 'Azure', 'Google Cloud', 'Multi-cloud']));
    expect(cloud.sections.map((s) => s.type)).toEqual(
      expect.arrayContaining(['checklist', 'solutions', 'highlight']),
    );
    expect(JSON.stringify(cloud)).toContain('RTO under 4 hours');
  });

  it('fails naming the file and the field when a field is malformed', () => {
    const dir = tempDir();
    const data = committed('cloud-engineering');
    (data.hero as { primary: { href: string } }).primary.href = 'contact us';
    const file = writeService(dir, 'cloud-engineering', data);
    expect(() => readService(file)).toThrow(/cloud-engineering\.json[\s\S]*hero\.primary\.href/);
  });

  it('fails naming the section field when a section is malformed', () => {
    const dir = tempDir();
    const data = committed('cloud-engineering');
    const sections = data.sections as Array<Record<string, unknown>>;
    const cards = sections.findIndex((section) => section.type === 'cards');
    sections[cards] = {
      ...sections[cards],
      items: [{ icon: 'no-such-icon', title: 'x', text: 'y' }, {}],
    };
    const file = writeService(dir, 'cloud-engineering', data);
    expect(() => readService(file)).toThrow(
      new RegExp(`sections\\.${cards}\\.items\\.0\\.icon: unknown icon`),
    );
  });

  it("opens every price list on the overview's one pricingTerms, and refuses an intro of its own", () => {
    const terms = getServicesPage().pricingTerms;
    const lists = getServices().flatMap((service) =>
      service.sections.filter((section) => section.type === 'cards' && section.pricing),
    );
    expect(lists.length).toBeGreaterThan(1);
    for (const list of lists) expect(list.intro).toBe(terms);

    const dir = tempDir();
    const data = committed('cloud-engineering');
    const sections = data.sections as Array<Record<string, unknown>>;
    const pricing = sections.findIndex((section) => section.pricing === true);
    sections[pricing] = { ...sections[pricing], intro: 'Our own terms.' };
    const file = writeService(dir, 'cloud-engineering', data);
    expect(() => readService(file)).toThrow(
      new RegExp(`sections\\.${pricing}\\.intro: a price list takes its intro from pricingTerms`),
    );
  });

  it('rejects a page whose closing call to action does not reach /contact', () => {
    const dir = tempDir();
    const data = committed('devops');
    data.cta = {
      title: 'Read more',
      text: 'Our work',
      primary: { label: 'Case studies', href: '/case-studies' },
    };
    const file = writeService(dir, 'devops', data);
    expect(() => readService(file)).toThrow(
      /devops\.json[\s\S]*cta: the closing call to action must link to \/contact/,
    );
  });

  it('rejects a tab title that would exceed 60 characters', () => {
    const dir = tempDir();
    const data = committed('devops');
    (data.seo as { title: string }).title =
      'A very long service page title that keeps going on and on';
    const file = writeService(dir, 'devops', data);
    expect(() => readService(file)).toThrow(/devops\.json[\s\S]*seo\.title: must be at most/);
  });
});

describe('services overview content', () => {
  it('shows eight cards linking to existing services, with a Most Popular badge on some', () => {
    const page = getServicesPage();
    expect(page.cards.items).toHaveLength(8);
    for (const card of page.cards.items) {
      expect(SLUGS).toContain(card.service);
      expect(card.href).toBe(`/services/${card.service}`);
      expect(card.features.length).toBeGreaterThanOrEqual(3);
    }
    const badged = page.cards.items.filter((c) => c.badge === 'Most Popular');
    expect(badged.length).toBeGreaterThanOrEqual(1);
    expect(badged.length).toBeLessThanOrEqual(2);
    expect(page.process.steps.map((s) => s.title)).toEqual([
      'Discovery & Planning',
      'Design & Architecture',
      'Development & Testing',
      'Deployment & Support',
    ]);
  });

  it('fails naming the file and field when a card names a missing service', () => {
    const dir = tempDir();
    const data = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'content/pages/services.json'), 'utf8'),
    );
    data.cards.items[2].service = 'quantum-consulting';
    const file = path.join(dir, 'services.json');
    fs.writeFileSync(file, JSON.stringify(data));
    expect(() => getServicesPage(file)).toThrow(
      /services\.json[\s\S]*cards\.items\.2\.service: no service file content\/services\/quantum-consulting\.json/,
    );
  });

  it('fails naming the file and field when the process does not have four steps', () => {
    const dir = tempDir();
    const data = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'content/pages/services.json'), 'utf8'),
    );
    data.process.steps.pop();
    const file = path.join(dir, 'services.json');
    fs.writeFileSync(file, JSON.stringify(data));
    expect(() => getServicesPage(file)).toThrow(
      /services\.json[\s\S]*process\.steps: the process has four steps/,
    );
  });
});
