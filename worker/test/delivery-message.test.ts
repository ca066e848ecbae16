import { simpleParser } from 'mailparser';
import {
  leadSubject,
  leadText,
  leadWebhookBody,
  replyAddress,
  type LeadForDelivery,
} from '../src/delivery/message';
import { formatMessage, quotedPrintable } from '../src/delivery/mime';

const contact: LeadForDelivery = {
  id: '42',
  kind: 'contact',
  received_at: '2026-11-25T09:14:03.120Z',
  email: 'priya@northwind.example',
  first_name: 'Priya',
  last_name: 'Nair',
  company: 'Northwind Freight',
  service: 'DevOps & Cloud',
  message: 'We need help.\n.\nA line with only a dot, and Grüße.',
  quarantined: 0,
  source_page: '/contact',
  source_landing: '/blog/kubernetes-costs',
  source_utm_campaign: 'autumn',
};

const mail = (lead: LeadForDelivery) =>
  formatMessage({
    from: { address: 'leads@example.com', name: 'Website leads' },
    to: [{ address: 'sales@example.com' }],
    replyTo: replyAddress(lead),
    subject: leadSubject(lead),
    text: leadText(lead),
    messageId: 'lead-42-email@example.com',
    date: new Date('2026-11-25T09:14:05Z'),
    headers: { 'X-Lead-Id': String(lead.id) },
  });

describe('the lead e-mail', () => {
  it('names the kind, person, company and service, and carries every field and the source', async () => {
    const parsed = await simpleParser(mail(contact));
    expect(parsed.subject).toBe('New contact lead: Priya Nair (Northwind Freight), DevOps & Cloud');
    expect(parsed.replyTo?.text).toBe('priya@northwind.example');
    expect(parsed.headers.get('x-lead-id')).toBe('42');
    expect(parsed.text).toContain('company:  Northwind Freight');
    expect(parsed.text).toContain('We need help.\n.\nA line with only a dot, and Grüße.');
    expect(parsed.text).toMatch(/landing: +\/blog\/kubernetes-costs/);
    expect(parsed.text).toMatch(/utm_campaign: +autumn/);
    expect(parsed.text).toContain('Received 2026-11-25 09:14:03 UTC');
  });

  it('keeps CR and LF in visitor input out of the headers', async () => {
    const hostile: LeadForDelivery = {
      ...contact,
      first_name: 'Eve\r\nBcc: everyone@example.com',
      company: 'X\nX-Injected: yes',
      email: 'eve@example.com\r\nBcc: more@example.com',
    };
    const text = mail(hostile);
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).not.toMatch(/^X-Injected:/im);
    for (const line of head.split('\r\n')) expect(line).toMatch(/^([A-Za-z-]+: | )/);
    const parsed = await simpleParser(text);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe(
      'New contact lead: Eve Bcc: everyone@example.com Nair (X X-Injected: yes), DevOps & Cloud',
    );
    // Not one plain address: no Reply-To at all rather than a forged one.
    expect(parsed.replyTo).toBeUndefined();
  });

  it('encodes a non-ASCII subject and name as encoded words that decode back', async () => {
    const lead = {
      ...contact,
      first_name: 'Zoë',
      last_name: '山田 🚀',
      company: 'Ünïcode'.repeat(8),
    };
    const text = mail(lead);
    const head = text.slice(0, text.indexOf('\r\n\r\n'));
    expect(head).toMatch(/^[\x20-\x7e\r\n]*$/);
    const parsed = await simpleParser(text);
    expect(parsed.subject).toBe(leadSubject(lead));
    expect(parsed.subject).toContain('Zoë 山田 🚀');
  });

  it('writes quoted-printable lines of at most 76 characters', () => {
    const body = quotedPrintable(`${'é'.repeat(200)}\n${'a '.repeat(100)}\nend `);
    for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(body.endsWith('end=20')).toBe(true);
  });

  it('names a newsletter signup by its address', () => {
    expect(leadSubject({ id: '7', kind: 'newsletter', email: 'a@example.com' })).toBe(
      'New newsletter lead: a@example.com',
    );
  });
});

describe('the webhook body', () => {
  it('has the lead, its source, and no row columns among the fields', () => {
    const body = leadWebhookBody(contact);
    expect(body).toMatchObject({ id: '42', kind: 'contact', received_at: contact.received_at });
    expect(body.lead).toEqual({
      email: 'priya@northwind.example',
      first_name: 'Priya',
      last_name: 'Nair',
      company: 'Northwind Freight',
      service: 'DevOps & Cloud',
      message: contact.message,
    });
    expect(body.source).toEqual({
      page: '/contact',
      landing: '/blog/kubernetes-costs',
      utm_campaign: 'autumn',
    });
  });

  it('shows Slack control sequences in the chat text literally', () => {
    const body = leadWebhookBody({
      ...contact,
      first_name: '<!channel> <https://evil.example|Verify invoice>',
      last_name: '&amp;',
    });
    expect(body.text).toContain(
      '&lt;!channel&gt; &lt;https://evil.example|Verify invoice&gt; &amp;amp;',
    );
    expect(body.text).not.toMatch(/[<>]/);
    expect(body.text).toContain('DevOps &amp; Cloud · priya@northwind.example');
    expect(body.text).toContain('landed on /blog/kubernetes-costs');
    // The structured fields stay as the visitor sent them: only the chat line is markup.
    expect(body.lead.first_name).toBe('<!channel> <https://evil.example|Verify invoice>');
  });
});
