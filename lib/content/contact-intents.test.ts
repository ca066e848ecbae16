import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_INTENTS_FILE, getContactIntents } from './contact-intents';
import { getServices } from './services';
import { getProducts } from './products';
import { intentFromSearch, intentOfHref, withIntent } from '@/lib/contact/intent';
import { SERVICE_OPTIONS } from '@/lib/leads/payload-schemas';

const intents = getContactIntents();
const raw = JSON.parse(fs.readFileSync(CONTACT_INTENTS_FILE, 'utf8'));

function writeTemp(data: unknown) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'intents-')), 'intents.json');
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

/** Every href in a parsed JSON value, at any depth. */
function hrefsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => hrefsIn(item, found));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (key === 'href' && typeof item === 'string') found.push(item);
      else hrefsIn(item, found);
  return found;
}

/** Every JSON file under content/, with its hrefs. */
function contentLinks(dir = path.join(process.cwd(), 'content')): [string, string][] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentLinks(file);
    if (!entry.name.endsWith('.json')) return [];
    return hrefsIn(JSON.parse(fs.readFileSync(file, 'utf8'))).map(
      (href) => [path.relative(process.cwd(), file), href] as [string, string],
    );
  });
}

describe('contact intents', () => {
  it('has an intent for every service page, whose CTAs carry its slug', () => {
    for (const service of getServices()) expect(intents).toHaveProperty(service.slug);
  });

  it('every product page sends its CTAs to /contact with a known intent', () => {
    for (const product of getProducts()) {
      for (const href of [product.hero.demo.href, product.cta.primary.href]) {
        const id = intentOfHref(href);
        expect(id).toBeDefined();
        expect(intents).toHaveProperty(id!);
      }
    }
  });

  it('every link in content that carries an intent names a known one', () => {
    const carried = contentLinks().filter(([, href]) => intentOfHref(href) !== undefined);
    expect(carried.length).toBeGreaterThan(0);
    for (const [file, href] of carried)
      expect([file, intents[intentOfHref(href)!]]).not.toContain(undefined);
  });

  it('fills the topic into the line and maps to a service option of the form', () => {
    const trial = intents['geofleet-trial']!;
    expect(trial.line).toContain(raw.intents['geofleet-trial'].topic);
    expect(trial.line).not.toContain('{topic}');
    for (const intent of Object.values(intents)) expect(SERVICE_OPTIONS).toContain(intent.service);
  });

  it('rejects a service the form does not offer, and a line without the topic', () => {
    const badService = structuredClone(raw);
    badService.intents['geofleet-trial'].service = 'Fleet Tracking';
    expect(() => getContactIntents(writeTemp(badService))).toThrow(
      /intents\.geofleet-trial\.service/,
    );
    const badLine = { ...raw, line: 'You asked about something.' };
    expect(() => getContactIntents(writeTemp(badLine))).toThrow(/line/);
  });
});

describe('intent in the URL', () => {
  it('finds a known intent and ignores unknown, empty or inherited ids', () => {
    expect(intentFromSearch('?intent=devops', intents)).toEqual(intents.devops);
    expect(intentFromSearch('?intent=unknown', intents)).toBeUndefined();
    expect(intentFromSearch('?intent=', intents)).toBeUndefined();
    expect(intentFromSearch('?intent=constructor', intents)).toBeUndefined();
    expect(intentFromSearch('', intents)).toBeUndefined();
  });

  it('adds an intent only to a plain link to the contact page', () => {
    expect(withIntent('/contact', 'devops')).toBe('/contact?intent=devops');
    expect(withIntent('/case-studies', 'devops')).toBe('/case-studies');
    expect(withIntent('/contact#start-your-project', 'devops')).toBe('/contact#start-your-project');
    expect(intentOfHref('/contact?intent=devops#form')).toBe('devops');
    expect(intentOfHref('/careers?intent=devops')).toBeUndefined();
  });
});
