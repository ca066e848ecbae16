import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { site } from '@/lib/site';
import {
  getAboutPage,
  getCareersPage,
  getContactPage,
  getHomePage,
  getPartnersPage,
} from './pages';

function writeTemp(name: string, content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** The committed page file as plain data, to break one field of it in a test. */
function committed(name: string) {
  return JSON.parse(
    fs.readFileSync(path.join(process.cwd(), `content/pages/${name}.json`), 'utf8'),
  );
}

describe('home page content', () => {
  it('loads the committed file', () => {
    const home = getHomePage();
    expect(home.hero.primary).toEqual({ label: 'Get a Free Consultation', href: '/contact' });
    expect(home.stats.map((s) => s.value)).toEqual(['50+', '20+', '10+']);
    expect(home.services.items.map((s) => s.href)).toEqual([
      '/services/ai-development',
      '/services/software-development',
      '/services/saas-development',
      '/services/devops',
    ]);
    expect(home.technologies.items.map((t) => t.href)).toEqual([
      '/technologies/tensorflow',
      '/technologies/react',
      '/technologies/python',
      '/technologies/nodejs',
      '/technologies/aws-ai',
      '/technologies/openai',
    ]);
    expect(home.industries.items.map((i) => i.title)).toEqual([
      'Healthcare',
      'E-commerce',
      'Automotive',
      'Fintech',
    ]);
  });

  it('fills site tokens from lib/site.ts', () => {
    expect(getHomePage().hero.eyebrow).toContain(String(site.foundingYear));
    expect(getHomePage().seo.title).toContain(site.address.locality);
  });

  it('fails naming the file and the field when a field is malformed', () => {
    const good = committed('home');
    good.hero.primary.href = 'contact us';
    const file = writeTemp('home.json', JSON.stringify(good));
    expect(() => getHomePage(file)).toThrow(/home\.json[\s\S]*hero\.primary\.href/);
  });

  it('fails when a section has the wrong number of cards', () => {
    const good = committed('home');
    good.services.items.pop();
    const file = writeTemp('home.json', JSON.stringify(good));
    expect(() => getHomePage(file)).toThrow(/home\.json[\s\S]*services\.items/);
  });

  it('fails on an icon name that does not exist', () => {
    const good = committed('home');
    good.industries.items[2].icon = 'tractor';
    const file = writeTemp('home.json', JSON.stringify(good));
    expect(() => getHomePage(file)).toThrow(/home\.json[\s\S]*industries\.items\.2\.icon/);
  });

  it('fails on an unknown site token, naming the field', () => {
    const good = committed('home');
    good.cta.text = 'Call {{fax}} today';
    const file = writeTemp('home.json', JSON.stringify(good));
    expect(() => getHomePage(file)).toThrow(
      /home\.json[\s\S]*cta\.text: unknown token \{\{fax\}\}/,
    );
  });

  it('fails when the page title would make the <title> 60 characters or longer', () => {
    const good = committed('home');
    good.seo.title = 'A very long home page title that keeps going and going';
    const file = writeTemp('home.json', JSON.stringify(good));
    expect(() => getHomePage(file)).toThrow(/home\.json[\s\S]*seo\.title/);
  });

  it('fails naming the file when the JSON is broken', () => {
    const file = writeTemp('broken.json', '{ "hero": ');
    expect(() => getHomePage(file)).toThrow(/broken\.json[\s\S]*not valid JSON/);
  });
});

describe('about page content', () => {
  it('has four milestones from 2022 to 2024 and three recognition lists', () => {
    const about = getAboutPage();
    expect(about.timeline.items).toHaveLength(4);
    expect(about.timeline.items[0]!.year).toBe('2022');
    expect(about.timeline.items.at(-1)!.year).toBe('2024');
    expect(about.values.items).toHaveLength(4);
    expect(about.recognition.items).toHaveLength(3);
  });

  it('rejects a milestone outside 2022-2024', () => {
    const good = committed('about');
    good.timeline.items[1].year = '2019';
    const file = writeTemp('about.json', JSON.stringify(good));
    expect(() => getAboutPage(file)).toThrow(/about\.json[\s\S]*timeline\.items\.1\.year/);
  });
});

describe('contact page content', () => {
  it('has the spec hero and one card per channel', () => {
    const contact = getContactPage();
    expect(contact.hero.title).toBe("Let's Connect");
    expect(contact.form.title).toBe('Start Your Project');
    expect(contact.channels.map((c) => c.channel).sort()).toEqual([
      'email',
      'hours',
      'office',
      'phone',
    ]);
  });

  it('rejects a channel that lib/site.ts does not know', () => {
    const good = committed('contact');
    good.channels[0].channel = 'fax';
    const file = writeTemp('contact.json', JSON.stringify(good));
    expect(() => getContactPage(file)).toThrow(/contact\.json[\s\S]*channels\.0\.channel/);
  });
});

describe('careers and partners content', () => {
  it('careers shows the spec figures and the job board label', () => {
    const careers = getCareersPage();
    expect(careers.jobsLabel).toBe('View Open Positions');
    expect(careers.stats.map((s) => [s.value, s.label])).toEqual([
      ['20+', 'Team members'],
      ['98%', 'Employee satisfaction'],
      ['4.8', 'Rating'],
    ]);
  });

  it('partners lists the four partnership types and sends both buttons to /contact', () => {
    const partners = getPartnersPage();
    expect(partners.types.items.map((t) => t.title)).toEqual([
      'Technology Partners',
      'Channel Partners',
      'Solution Partners',
      'Strategic Alliances',
    ]);
    expect(partners.hero.primary).toEqual({ label: 'Become a Partner', href: '/contact' });
    expect(partners.cta.primary).toEqual({ label: 'Apply for Partnership', href: '/contact' });
  });

  it('rejects a partnership type without benefits', () => {
    const good = committed('partners');
    delete good.types.items[3].points;
    const file = writeTemp('partners.json', JSON.stringify(good));
    expect(() => getPartnersPage(file)).toThrow(/partners\.json[\s\S]*types\.items\.3\.points/);
  });
});
