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
const { contact: LABELS } = readJsonFile(
  path.join(CONTENT_DIR, 'cta-labels.json'),
  z.object({ contact: z.array(z.string().min(1)).min(1).max(15) }),
);

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

  it('name the offer in the URL when the label names a product offer', () => {
    for (const action of actions.filter((a) => /Demo|Trial/.test(a.label)))
      expect([action.file, intentOfHref(action.href)]).not.toContain(undefined);
  });
});
