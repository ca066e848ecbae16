/**
 * Delivery of stored leads, end to end with real parts: the real service (a child process),
 * a real SMTP server (smtp-server, as the mail catcher of `npm start`) and a real HTTP
 * receiver that checks each webhook's HMAC signature. Nothing in the transport is mocked.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
  ELAPSED_HEADER,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
} from '../../lib/mail-list/native-post.mjs';
import { LEAD_SOURCE_FIELD_PREFIX, LEAD_SOURCE_HEADER } from '../../lib/mail-list/lead-source.mjs';
import {
  deliveryEnv,
  startSmtpReceiver,
  startWebhookReceiver,
  waitFor,
  type WebhookReceiver,
} from './delivery-support';
import {
  contactPayload,
  ENDPOINT,
  post,
  startService,
  tempDbPath,
  unique,
  type RunningService,
} from './test-support';

jest.setTimeout(60_000);

const SECRET = 'test-webhook-secret';
const CLI = path.join(__dirname, 'leads.mjs');
const leadsCli = (dbPath: string, ...args: string[]) =>
  spawnSync(process.execPath, [CLI, '--db', dbPath, ...args], { encoding: 'utf8' }).stdout;

type Smtp = Awaited<ReturnType<typeof startSmtpReceiver>>;

function postForm(base: string, fields: Record<string, string>) {
  return fetch(`${base}${ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const mailsTo = (smtp: Smtp, email: string) =>
  smtp.messages.filter((m) => m.headers['reply-to']?.includes(email));
const hooksFor = (hook: WebhookReceiver, email: string) =>
  hook.hooks.filter((h) => h.body.lead.email === email);
const emailOf = (h: { body: { lead: Record<string, string> } }) => String(h.body.lead.email);

describe('each stored lead reaches a person once by e-mail and once by signed webhook', () => {
  let smtp: Smtp;
  let hook: WebhookReceiver;
  let service: RunningService;
  const dbPath = tempDbPath('delivery');

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    hook = await startWebhookReceiver(SECRET);
    service = await startService(dbPath, deliveryEnv(smtp.smtpUrl, hook.url, SECRET));
  });
  afterAll(async () => {
    await service.stop();
    await Promise.all([smtp.close(), hook.close()]);
  });

  const source = {
    page: '/contact',
    landing: '/blog/scalable-ecommerce-platforms',
    referrer: 'https://news.example',
    utm_source: 'newsletter',
    utm_campaign: 'spring',
  };

  const callers: [string, (email: string) => Promise<Response>][] = [
    ['the newsletter island (JSON)', (email) => post(service.url, { email })],
    [
      'the contact island (JSON) with its source header',
      (email) =>
        post(service.url, contactPayload(email), {
          [LEAD_SOURCE_HEADER]: new URLSearchParams(source).toString(),
          [ELAPSED_HEADER]: String(MIN_FILL_MS * 10),
        }),
    ],
    [
      'the chat (JSON)',
      (email) => post(service.url, { email, first_name: 'Dev', company: 'Orbit', message: 'Hi' }),
    ],
    [
      'the newsletter form without JavaScript',
      (email) =>
        postForm(service.url, {
          [FORM_KIND_FIELD]: 'newsletter',
          email,
          [HONEYPOT_FIELD]: '',
          [`${LEAD_SOURCE_FIELD_PREFIX}page`]: '/blog',
        }),
    ],
    [
      'the contact form without JavaScript',
      (email) =>
        postForm(service.url, {
          [FORM_KIND_FIELD]: 'contact',
          ...contactPayload(email),
          [HONEYPOT_FIELD]: '',
          ...Object.fromEntries(
            Object.entries(source).map(([key, value]) => [
              `${LEAD_SOURCE_FIELD_PREFIX}${key}`,
              value,
            ]),
          ),
        }),
    ],
  ];

  it.each(callers)('%s', async (_, send) => {
    const email = unique('delivered');
    const res = await send(email);
    expect(res.status === 201 || res.status === 303).toBe(true);
    await waitFor(
      'the e-mail and the webhook',
      () => mailsTo(smtp, email).length > 0 && hooksFor(hook, email).length > 0,
    );
    // A moment more: a second delivery of either would show up here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [mail] = mailsTo(smtp, email);
    const [received] = hooksFor(hook, email);
    expect(mailsTo(smtp, email)).toHaveLength(1);
    expect(hooksFor(hook, email)).toHaveLength(1);

    expect(received?.signatureValid).toBe(true);
    expect(received?.leadId).toBe(received?.body.id);
    expect(mail?.headers['x-lead-id']).toBe(received?.leadId);
    expect(mail?.to).toBe('sales@agency.example');
    expect(mail?.subject).toMatch(new RegExp(`^New (newsletter|contact|chat) lead: `));
    expect(mail?.text).toContain(email);
    expect(mail?.text).toMatch(/Received \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect(received?.body.text).toContain(email);
    expect(received?.body.lead.email).toBe(email);
  });

  it('puts every field and the source in the e-mail and the webhook', async () => {
    const email = unique('fields');
    const payload = contactPayload(email);
    await post(service.url, payload, {
      [LEAD_SOURCE_HEADER]: new URLSearchParams(source).toString(),
    });
    await waitFor(
      'both deliveries',
      () => mailsTo(smtp, email).length + hooksFor(hook, email).length === 2,
    );
    const [mail] = mailsTo(smtp, email);
    const [received] = hooksFor(hook, email);
    expect(mail?.subject).toBe(
      `New contact lead: ${payload.first_name} ${payload.last_name} (${payload.company}), ${payload.service}`,
    );
    for (const value of Object.values(payload)) expect(mail?.text).toContain(value);
    for (const value of Object.values(source)) expect(mail?.text).toContain(value);
    expect(received?.body.lead).toEqual(payload);
    expect(received?.body.source).toEqual(source);
    expect(received?.body.received_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('notifies nobody of a quarantined (too fast) submission or a honeypot hit', async () => {
    const fast = unique('fast');
    const bot = unique('bot');
    const person = unique('person');
    await post(service.url, contactPayload(fast), { [ELAPSED_HEADER]: '500' });
    await postForm(service.url, {
      [FORM_KIND_FIELD]: 'newsletter',
      email: bot,
      [HONEYPOT_FIELD]: 'x',
    });
    // The outbox is worked in order: once the later lead is out, the earlier ones had their turn.
    await post(service.url, { email: person });
    await waitFor(
      'the genuine lead',
      () => mailsTo(smtp, person).length + hooksFor(hook, person).length === 2,
    );
    expect([...mailsTo(smtp, fast), ...mailsTo(smtp, bot)]).toEqual([]);
    expect([...hooksFor(hook, fast), ...hooksFor(hook, bot)]).toEqual([]);
    expect(leadsCli(dbPath, '--quarantined')).toContain(fast);
  });

  it('notifies once for a newsletter address stored once', async () => {
    const email = unique('again');
    await post(service.url, { email });
    await post(service.url, { email: email.toUpperCase() });
    await waitFor('the first signup', () => hooksFor(hook, email).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hook.hooks.filter((h) => emailOf(h).toLowerCase() === email)).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries while the receiver is down and delivers once it is back', async () => {
    const smtp = await startSmtpReceiver();
    // Reserve a port, then leave it closed: the webhook's receiver is down.
    const probe = await startWebhookReceiver(SECRET);
    await probe.close();
    const dbPath = tempDbPath('down');
    const service = await startService(dbPath, {
      ...deliveryEnv(smtp.smtpUrl, probe.url, SECRET),
      MAIL_LIST_DELIVERY_MAX_ATTEMPTS: '50',
    });
    let back: WebhookReceiver | undefined;
    try {
      const email = unique('down');
      expect((await post(service.url, { email })).status).toBe(201);
      await waitFor('the e-mail', () => mailsTo(smtp, email).length === 1);
      await waitFor('a few failed attempts', () =>
        /pending +webhook +lead #\d+ newsletter \S+ +([3-9]|\d\d) attempts/.test(
          leadsCli(dbPath, '--outbox'),
        ),
      );
      expect(leadsCli(dbPath, '--outbox')).toMatch(/last error: .*(fetch failed|ECONNREFUSED)/);
      back = await startWebhookReceiver(SECRET, probe.port);
      const receiver = back;
      await waitFor('the webhook after the receiver came back', () =>
        receiver.hooks.some((h) => h.body.lead.email === email),
      );
      expect(receiver.hooks.every((h) => h.signatureValid)).toBe(true);
      await waitFor('an empty outbox', () =>
        leadsCli(dbPath, '--outbox').includes('Nothing pending or dead'),
      );
    } finally {
      await service.stop();
      await Promise.all([smtp.close(), back?.close()]);
    }
  });

  it('dead-letters after the attempt bound, and --retry delivers', async () => {
    const smtp = await startSmtpReceiver();
    const hook = await startWebhookReceiver(SECRET);
    hook.state.status = 500;
    const dbPath = tempDbPath('dead');
    const service = await startService(dbPath, {
      ...deliveryEnv(smtp.smtpUrl, hook.url, SECRET),
      MAIL_LIST_DELIVERY_MAX_ATTEMPTS: '3',
    });
    try {
      const email = unique('dead');
      await post(service.url, contactPayload(email));
      await waitFor('the dead letter', () => /^dead /m.test(leadsCli(dbPath, '--outbox')));
      const outbox = leadsCli(dbPath, '--outbox');
      expect(outbox).toMatch(/dead +webhook +lead #\d+ contact \S+ +3 attempts/);
      expect(outbox).toContain('last error: Error: webhook answered 500');
      expect(outbox).toContain('0 pending, 1 dead (--retry re-queues them)');
      expect(hook.hooks).toEqual([]);
      expect(mailsTo(smtp, email)).toHaveLength(1);

      hook.state.status = 200;
      expect(leadsCli(dbPath, '--retry')).toMatch(/^Re-queued 1 dead delivery/);
      await waitFor('the retried webhook', () => hooksFor(hook, email).length === 1);
      expect(hooksFor(hook, email)[0]?.signatureValid).toBe(true);
      await waitFor('an empty outbox', () =>
        leadsCli(dbPath, '--outbox').includes('Nothing pending or dead'),
      );
      expect(leadsCli(dbPath, '--retry')).toBe('No dead deliveries to retry.\n');
    } finally {
      await service.stop();
      await Promise.all([smtp.close(), hook.close()]);
    }
  });
});

describe('kill -9 during delivery', () => {
  it('delivers every acknowledged lead after a restart, on both channels', async () => {
    const smtp = await startSmtpReceiver();
    const hook = await startWebhookReceiver(SECRET);
    // A slow receiver keeps deliveries in flight when the process dies.
    hook.state.delayMs = 150;
    const dbPath = tempDbPath('kill-delivery');
    const env = deliveryEnv(smtp.smtpUrl, hook.url, SECRET);
    let service = await startService(dbPath, env);
    const acknowledged: string[] = [];
    try {
      const total = 60;
      await Promise.all(
        Array.from({ length: total }, async (_, i) => {
          const email = `kill-${i}-${unique('k')}`;
          if ((await post(service.url, { email })).status === 201) acknowledged.push(email);
        }),
      );
      await waitFor('some deliveries', () => hook.hooks.length >= 5);
      await service.kill9();
      const beforeRestart = new Set(hook.hooks.map((h) => h.body.lead.email)).size;
      expect(beforeRestart).toBeLessThan(acknowledged.length);

      service = await startService(dbPath, env);
      const delivered = () => new Set(hook.hooks.map((h) => h.body.lead.email));
      const mailed = () => new Set(smtp.messages.map((m) => m.headers['reply-to']));
      await waitFor(
        'every acknowledged lead on both channels',
        () =>
          acknowledged.every((email) => delivered().has(email)) &&
          acknowledged.every((email) => [...mailed()].some((to) => to?.includes(email))),
        45_000,
      );
      const repeated = hook.hooks.length - delivered().size;
      if (process.env.MAIL_LIST_CRASH_SUMMARY) {
        console.log(
          `kill -9 during delivery: acknowledged ${acknowledged.length}, delivered before the kill ${beforeRestart}, ` +
            `webhooks delivered ${delivered().size} (repeated ${repeated}), e-mails ${smtp.messages.length}, lost 0`,
        );
      }
      // A repeat carries the same lead id: the receiver can tell.
      const idsByEmail = new Map<string, Set<string>>();
      for (const h of hook.hooks) {
        const ids = idsByEmail.get(emailOf(h)) ?? new Set();
        ids.add(h.leadId);
        idsByEmail.set(emailOf(h), ids);
      }
      expect([...idsByEmail.values()].every((ids) => ids.size === 1)).toBe(true);
      expect(hook.hooks.every((h) => h.signatureValid)).toBe(true);
    } finally {
      await service.stop();
      await Promise.all([smtp.close(), hook.close()]);
    }
  });
});
