import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, readJsonFile } from './parse';
import { intentOfHref } from '@/lib/contact/intent';

/**
 * Calls to action that lead to /contact use one short set of labels (content/cta-labels.json,
 * docs/contact-path.md#the-labels): a visitor meets the same few words everywhere, and the
 * labels the product has always named (Get a Free Consultation, Schedule Demo, ...) stay.
 */
const {
  contact: LABELS,
  work: WORK,
  services: SERVICES,
} = readJsonFile(
  path.join(CONTENT_DIR, 'cta-labels.json'),
  z.object({
    contact: z.array(z.string().min(1)).min(1).max(10),
    work: z.array(z.string().min(1)).length(1),
    services: z.array(z.string().min(1)).length(1),
  }),
);

/** The buttons of heroes, sections and closing bands: where a call to action lives. */
const CTA_KEYS = new Set(['primary', 'secondary', 'action']);

/** Every button (primary, secondary, action) in a parsed JSON value that leads to `href`. */
function buttonsTo(href: string, value: unknown, key = ''): { label: string; key: string }[] {
  if (Array.isArray(value)) return value.flatMap((item) => buttonsTo(href, item, key));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own =
    CTA_KEYS.has(key) && record.href === href && typeof record.label === 'string'
      ? [{ label: record.label, key }]
      : [];
  return [...own, ...Object.entries(record).flatMap(([k, item]) => buttonsTo(href, item, k))];
}

/** Every { label, href } in a parsed JSON value whose href leads to /contact. */
function contactActions(value: unknown, found: { label: string; href: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item) => contactActions(item, found));
  else if (value && typeof value === 'object') {
    const { label, href } = value as { label?: unknown; href?: unknown };
    if (typeof label === 'string' && typeof href === 'string' && /^\/contact([?#]|$)/.test(href))
      found.push({ label, href });
    Object.values(value).forEach((item) => contactActions(item, found));
  }
  return found;
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(file);
    return entry.name.endsWith('.json') ? [file] : [];
  });
}

describe('calls to action to /contact', () => {
  const actions = jsonFiles(CONTENT_DIR).flatMap((file) =>
    contactActions(JSON.parse(fs.readFileSync(file, 'utf8'))).map((action) => ({
      file: path.relative(CONTENT_DIR, file),
      ...action,
    })),
  );

  it('use a label from the short set', () => {
    expect(actions.length).toBeGreaterThan(20);
    const strays = actions.filter((action) => !LABELS.includes(action.label));
    expect(strays).toEqual([]);
  });

  it('keep the labels the product names for its offers', () => {
    const labels = new Set(actions.map((action) => action.label));
    for (const named of [
      'Get a Free Consultation',
      'Schedule Demo',
      'Request Demo',
      'Start Free Trial',
    ])
      expect(labels).toContain(named);
  });

  it('show our work and our services with one label each', () => {
    const files = jsonFiles(CONTENT_DIR).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
    const work = files.flatMap((data) => buttonsTo('/case-studies', data));
    const services = files.flatMap((data) => buttonsTo('/services', data));
    expect(work.length).toBeGreaterThan(10);
    expect(new Set(work.map((b) => b.label))).toEqual(new Set(WORK));
    expect(new Set(services.map((b) => b.label))).toEqual(new Set(SERVICES));
  });

  it('name the offer in the URL when the label names a product offer', () => {
    for (const action of actions.filter((a) => /Demo|Trial/.test(a.label)))
      expect([action.file, intentOfHref(action.href)]).not.toContain(undefined);
  });
});
