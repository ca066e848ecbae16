/**
 * The Worker validates with zod (worker/src/schemas.ts), the browser with its own small checks
 * (lib/leads/payload-schemas.ts): the same payloads must pass and fail on both sides, on
 * the same field, or a form would send what the server refuses (or refuse what it would take).
 */
import { parseMailListPayload } from '../../lib/leads/payload-schemas';
import { CONTACT_INQUIRY } from '../../testing/contact-fixtures';
import { parsePayload } from '../src/schemas';

const contact = CONTACT_INQUIRY;
const CORPUS: [string, unknown][] = [
  ['a newsletter address', { email: 'reader@news.example' }],
  ['an address with spaces around it', { email: '  reader@news.example ' }],
  ['an address without a top-level domain', { email: 'me@company' }],
  ['an address of 255 characters', { email: `${'a'.repeat(243)}@news.example` }],
  ['no address', {}],
  ['an address that is a number', { email: 42 }],
  ['an unknown key', { email: 'a@b.example', admin: true }],
  ['__proto__ as a key', JSON.parse('{"email":"a@b.example","__proto__":{"x":1}}')],
  ['a complete contact inquiry', contact],
  [
    'a contact inquiry without optional values',
    { ...contact, phone_number: '', budget: '', timeline: '' },
  ],
  ['a contact inquiry without service', { ...contact, service: undefined }],
  ['a service not on the list', { ...contact, service: 'Astrology' }],
  ['a service with a trailing space', { ...contact, service: `${contact.service} ` }],
  ['an empty first name', { ...contact, first_name: '  ' }],
  ['a 101-character last name', { ...contact, last_name: 'x'.repeat(101) }],
  ['a 5,000-character message', { ...contact, message: 'm'.repeat(5000) }],
  ['a 5,001-character message', { ...contact, message: 'm'.repeat(5001) }],
  ['a chat request with its address only', { email: 'ops@volt.example' }],
  [
    'a chat request',
    { email: 'ops@volt.example', first_name: 'Ana', company: 'Volt', message: 'Hi' },
  ],
  ['a chat request with an empty company', { email: 'ops@volt.example', company: '' }],
  ['an array', [{ email: 'a@b.example' }]],
  ['null', null],
];

describe.each(CORPUS)('%s', (_label, payload) => {
  it('gets the same verdict, kind and first field from the browser and the Worker', () => {
    const browser = parseMailListPayload(payload);
    const worker = parsePayload(payload);
    expect(worker.success).toBe(browser.success);
    if (browser.success && worker.success) {
      expect(worker.kind).toBe(browser.kind);
      expect(worker.data).toEqual(browser.data);
    }
    if (!browser.success && !worker.success)
      expect(worker.issues[0]?.field).toBe(browser.issues[0]?.field);
  });
});
