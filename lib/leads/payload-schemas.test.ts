import fs from 'node:fs';
import path from 'node:path';
import {
  BUDGET_OPTIONS,
  contactFormOptions,
  parseMailListPayload,
  payloadKindOf,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
} from './payload-schemas';
import { MINIMAL_CONTACT_INQUIRY } from '../../testing/contact-fixtures';
import { eachCase } from '@/testing/each-case';

describe("the contact form's option lists", () => {
  const file = path.join(process.cwd(), 'content', 'contact-form-options.json');
  const content = JSON.parse(fs.readFileSync(file, 'utf8'));

  it('are the lists of content/contact-form-options.json, in order', () => {
    expect(SERVICE_OPTIONS).toEqual(content.services);
    expect(BUDGET_OPTIONS).toEqual(content.budgets);
    expect(TIMELINE_OPTIONS).toEqual(content.timelines);
  });

  it('are what the payload accepts: each choice, and nothing else', () => {
    for (const service of content.services)
      expect(parseMailListPayload({ ...MINIMAL_CONTACT_INQUIRY, service }).success).toBe(true);
    const other = { ...MINIMAL_CONTACT_INQUIRY, service: `${content.services[0]} ` };
    expect(parseMailListPayload(other).success).toBe(false);
  });

  it.each([
    ['missing', {}],
    ['empty', { services: [] }],
    ['repeated', { services: ['Web', 'Web'] }],
    ['holding an empty choice', { services: ['Web', ''] }],
    ['holding a padded choice', { services: [' Web'] }],
    ['not a list', { services: 'Web' }],
  ])('refuse a list that is %s, naming the file and the field', (_label, options) => {
    expect(() => contactFormOptions('services', options)).toThrow(
      'content/contact-form-options.json: "services" must be a list of distinct, non-empty choices',
    );
  });
});

describe('payloadKindOf', () => {
  eachCase(
    payloadKindOf,
    [
      [{ email: 'a@b.co' }, 'newsletter'],
      [{}, 'newsletter'],
      [{ email: 'a@b.co', first_name: 'A' }, 'chat'],
      [{ email: 'a@b.co', message: 'hi' }, 'chat'],
      [{ email: 'a@b.co', service: 'Web Development' }, 'contact'],
      [{ email: 'a@b.co', first_name: 'A', last_name: 'B' }, 'contact'],
    ],
    '%j is a %s payload',
  );
});

describe('parseMailListPayload', () => {
  it('accepts the three payloads and trims text', () => {
    expect(parseMailListPayload({ email: ' a@b.co ' })).toEqual({
      success: true,
      kind: 'newsletter',
      data: { email: 'a@b.co' },
    });
    expect(parseMailListPayload(MINIMAL_CONTACT_INQUIRY)).toMatchObject({
      success: true,
      kind: 'contact',
    });
    expect(parseMailListPayload({ email: 'a@b.co', company: 'Acme' })).toMatchObject({
      success: true,
      kind: 'chat',
    });
  });

  it.each([
    [null, '(body)'],
    [[{ email: 'a@b.co' }], '(body)'],
    ['a@b.co', '(body)'],
    [{}, 'email'],
    [{ email: 42 }, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: 'a@b.co', admin: true }, 'admin'],
    [{ ...MINIMAL_CONTACT_INQUIRY, service: '' }, 'service'],
    [{ ...MINIMAL_CONTACT_INQUIRY, budget: '$1M' }, 'budget'],
    [{ ...MINIMAL_CONTACT_INQUIRY, timeline: 'someday' }, 'timeline'],
    [{ ...MINIMAL_CONTACT_INQUIRY, last_name: '  ' }, 'last_name'],
    [{ ...MINIMAL_CONTACT_INQUIRY, message: 'x'.repeat(5001) }, 'message'],
    [{ email: 'a@b.co', first_name: '' }, 'first_name'],
  ])('rejects %j naming %s', (body, field) => {
    const result = parseMailListPayload(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues.map((i) => i.field)).toContain(field);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'refuses a key named %s that only the prototype knows',
    (key) => {
      const body = JSON.parse(`{"email":"cto@northwind.example","${key}":"x"}`);
      const result = parseMailListPayload(body);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.issues.map((issue) => issue.field)).toContain(key);
    },
  );

  it('reports a missing required contact field by name', () => {
    const withoutService: Partial<typeof MINIMAL_CONTACT_INQUIRY> = { ...MINIMAL_CONTACT_INQUIRY };
    delete withoutService.service;
    const result = parseMailListPayload(withoutService);
    expect(result).toMatchObject({ success: false, issues: [{ field: 'service' }] });
  });
});
