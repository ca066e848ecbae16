import fs from 'node:fs';
import path from 'node:path';
import { getRoutes } from '@/lib/routes';
import { site } from '@/lib/site';
import { getAboutPage, getContactPage, getHomePage, getPartnersPage } from './pages';
import { tempFile } from '@/testing/temp-files';

/** The committed page file as plain data, to break one field of it in a test. */
function committed(name: string) {
  return JSON.parse(
    fs.readFileSync(path.join(process.cwd(), `content/pages/${name}.json`), 'utf8'),
  );
}

/**
 * The committed `<name>.json`, broken by `edit`, fails to load through `load` with an error
 * matching `message` (which names the file and the field).
 */
function expectBrokenCopyRejected(
  name: string,
  load: (file: string) => unknown,
  edit: (page: ReturnType<typeof committed>) => void,
  message: RegExp,
) {
  const page = committed(name);
  edit(page);
  const file = tempFile(`${name}.json`, JSON.stringify(page));
  expect(() => load(file)).toThrow(message);
}

describe('home page content', () => {
  it('links every hero, service and technology card to a page of the site', () => {
    const home = getHomePage();
    const pages = new Set(getRoutes().map((route) => route.path));
    const links = [
      home.hero.primary.href,
      ...home.services.items.map((s) => s.href),
      ...home.technologies.items.map((t) => t.href),
    ];
    expect(links.filter((href) => !pages.has(href))).toEqual([]);
  });

  it('fills site tokens from lib/site.ts', () => {
    expect(getHomePage().hero.eyebrow).toContain(String(site.foundingYear));
    expect(getHomePage().seo.title).toContain(site.address.locality);
  });

  it.each<[string, (page: ReturnType<typeof committed>) => unknown, RegExp]>([
    [
      'a malformed field',
      (page) => (page.hero.primary.href = 'contact us'),
      /home\.json[\s\S]*hero\.primary\.href/,
    ],
    [
      'a section with the wrong number of cards',
      (page) => page.services.items.pop(),
      /home\.json[\s\S]*services\.items/,
    ],
    [
      'an icon name that does not exist',
      (page) => (page.whyUs.items[2].icon = 'tractor'),
      /home\.json[\s\S]*whyUs\.items\.2\.icon/,
    ],
    [
      'an unknown site token',
      (page) => (page.cta.text = 'Call {{fax}} today'),
      /home\.json[\s\S]*cta\.text: unknown token \{\{fax\}\}/,
    ],
    [
      'a page title that makes the <title> 60 characters or longer',
      (page) => (page.seo.title = 'A very long home page title that keeps going and going'),
      /home\.json[\s\S]*seo\.title/,
    ],
  ])('fails naming the file and the field on %s', (_case, edit, message) => {
    expectBrokenCopyRejected('home', getHomePage, edit, message);
  });

  it('fails naming the file when the JSON is broken', () => {
    const file = tempFile('broken.json', '{ "hero": ');
    expect(() => getHomePage(file)).toThrow(/broken\.json[\s\S]*not valid JSON/);
  });
});

describe('about page content', () => {
  it('rejects a milestone outside 2022-2024', () => {
    expectBrokenCopyRejected(
      'about',
      getAboutPage,
      (page) => (page.timeline.items[1].year = '2019'),
      /about\.json[\s\S]*timeline\.items\.1\.year/,
    );
  });
});

describe('contact page content', () => {
  it('rejects a channel that lib/site.ts does not know', () => {
    expectBrokenCopyRejected(
      'contact',
      getContactPage,
      (page) => (page.channels[0].channel = 'fax'),
      /contact\.json[\s\S]*channels\.0\.channel/,
    );
  });
});

describe('careers and partners content', () => {
  it('partners sends both buttons to a page of the site', () => {
    const partners = getPartnersPage();
    const pages = new Set(getRoutes().map((route) => route.path));
    expect(pages).toContain(partners.hero.primary.href);
    expect(pages).toContain(partners.cta.primary.href);
  });

  it.each(['weBring', 'weShare'])('rejects a partnership type with no %s', (column) => {
    expectBrokenCopyRejected(
      'partners',
      getPartnersPage,
      (page) => (page.types.items[3][column] = []),
      new RegExp(`partners\\.json[\\s\\S]*types\\.items\\.3\\.${column}`),
    );
  });
});
