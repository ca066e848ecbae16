/**
 * The Worker validates with the zod contract (lib/leads/payload-schemas.ts), the browser's lead
 * client with its own small check before sending (lib/mail-list/pre-send-check.ts): the same
 * payloads must pass and fail on both sides, on the same field, or a form would send what the
 * server refuses (or refuse what it would take).
 */
import {
  parseMailListPayload,
  payloadKindOf,
  type MailListPayload,
} from '../../lib/leads/payload-schemas';
import { checkBeforeSending } from '../../lib/mail-list/pre-send-check';
import { CONTACT_INQUIRY } from '../../testing/contact-fixtures';

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
  [
    'a chat request with a 201-character company',
    { email: 'ops@volt.example', company: 'c'.repeat(201) },
  ],
];

/** The client knows which payload it sends; the contract reads it from the keys. */
describe.each(CORPUS)('%s', (_label, payload) => {
  it('gets the same verdict, data and first field from the browser and the Worker', () => {
    const worker = parseMailListPayload(payload);
    const kind = payloadKindOf(payload as Record<string, unknown>);
    const browser = checkBeforeSending(kind, payload as MailListPayload);
    expect(browser.ok).toBe(worker.success);
    if (browser.ok && worker.success) expect(browser.data).toEqual(worker.data);
    if (!browser.ok && !worker.success) expect(browser.field).toBe(worker.issues[0]?.field);
  });
});

it.each([
  ['an array', [{ email: 'a@b.example' }]],
  ['null', null],
])('the Worker refuses %s as a body', (_label, body) => {
  expect(parseMailListPayload(body)).toEqual({
    success: false,
    issues: [{ field: '(body)', message: 'expected a JSON object' }],
  });
});
