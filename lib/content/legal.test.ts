import { site } from '@/lib/site';
import { getLegalDoc, LEGAL_SLUGS, monthYear } from './legal';
import { tempFile } from '@/testing/temp-files';

const frontmatter = (updated = "'2024-12-01'") => `---
title: Test Policy
seo:
  title: Test Policy
  description: 'A test policy used to check that the legal loader validates its files properly.'
summary: A short summary.
updated: ${updated}
---
`;

const body = `
## First section

Write to {{email}}.

## Second section

Text.

## Third section

More text.
`;

describe('legal documents', () => {
  it.each(LEGAL_SLUGS)('%s loads, with its last update and a table of contents', (slug) => {
    const doc = getLegalDoc(slug);
    expect(doc.path).toBe(`/${slug}`);
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.updatedLabel).toBe(monthYear(doc.updated));
    expect(doc.toc.length).toBeGreaterThanOrEqual(8);
    expect(doc.toc.at(-1)).toEqual({ id: 'contact-us', title: 'Contact us' });
    // Contact details come from lib/site.ts, never retyped.
    expect(doc.body).toContain(site.email);
    expect(doc.body).toContain(site.address.street);
    expect(doc.body).not.toMatch(/\{\{/);
  });

  it('the privacy policy covers every data flow of the site', () => {
    const { toc, body: text } = getLegalDoc('privacy-policy');
    expect(toc.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        'information-we-collect',
        'how-long-we-keep-your-data',
        'your-rights',
      ]),
    );
    for (const topic of [
      'newsletter',
      'Start Your Project',
      'chat assistant',
      'lead service',
      'cookies',
    ]) {
      expect(text.toLowerCase()).toContain(topic.toLowerCase());
    }
  });

  it('says what the lead service stores, for how long, who receives it and how to ask', () => {
    const doc = getLegalDoc('privacy-policy');
    expect(doc.toc.map((t) => t.id)).toContain('what-our-lead-service-stores');
    const section = doc.body.slice(
      doc.body.indexOf('## What our lead service stores'),
      doc.body.indexOf('\n## ', doc.body.indexOf('## What our lead service stores') + 3),
    );
    for (const fact of [
      'the page you sent the form from',
      'the first page of our site',
      'shortened to its domain',
      'utm_',
      'session storage',
      'how long the form was open',
      'quarantined',
      'is not stored at all',
      '365 days',
      'an email to our team’s inbox',
      'a signed message to the team chat or customer-relationship tool',
      'send you a copy',
      'delete every one of them',
      site.email,
    ])
      expect(section).toContain(fact);
    // The policy changed with this section: its date says so.
    expect(doc.updated >= '2026-11-25').toBe(true);
  });

  it('builds anchors from ## headings and fills tokens', () => {
    const file = tempFile('test.mdx', frontmatter() + body);
    const doc = getLegalDoc('privacy-policy', file);
    expect(doc.toc).toEqual([
      { id: 'first-section', title: 'First section' },
      { id: 'second-section', title: 'Second section' },
      { id: 'third-section', title: 'Third section' },
    ]);
    expect(doc.body).toContain(`Write to ${site.email}.`);
  });

  it('accepts an unquoted date', () => {
    const file = tempFile('test.mdx', frontmatter('2024-12-01') + body);
    expect(getLegalDoc('privacy-policy', file).updated).toBe('2024-12-01');
  });

  it('fails naming the file and field when the frontmatter is malformed', () => {
    const file = tempFile('bad-date.mdx', frontmatter("'December 2024'") + body);
    expect(() => getLegalDoc('privacy-policy', file)).toThrow(/bad-date\.mdx[\s\S]*updated/);
  });

  it('fails on an unknown token in the body', () => {
    const file = tempFile('token.mdx', frontmatter() + body + '\nCall {{fax}}.\n');
    expect(() => getLegalDoc('privacy-policy', file)).toThrow(
      /token\.mdx[\s\S]*body: unknown token \{\{fax\}\}/,
    );
  });

  it('fails when two sections would share an anchor, or the body has its own h1', () => {
    const dupe = tempFile('dupe.mdx', frontmatter() + body + '\n## First section\n');
    expect(() => getLegalDoc('privacy-policy', dupe)).toThrow(/dupe\.mdx[\s\S]*#first-section/);
    const h1 = tempFile('h1.mdx', frontmatter() + '# Title\n' + body);
    expect(() => getLegalDoc('privacy-policy', h1)).toThrow(/h1\.mdx[\s\S]*only h1/);
  });

  it('formats the month and year of the last update', () => {
    expect(monthYear('2024-12-01')).toBe('December 2024');
    expect(monthYear('2025-01-31')).toBe('January 2025');
  });
});
