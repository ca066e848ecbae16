import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { deliver, type LeadForDelivery } from '../src/delivery/index';
import { readDeliverySettings } from '../src/delivery/config';
import { webhookHeaders } from '../src/delivery/webhook';

const SECRET = `whsec_${Buffer.from('a shared secret of 32 bytes!!!!!').toString('base64')}`;
const KEY = readDeliverySettings({
  LEADS_WEBHOOK_URL: 'https://hooks.example.com/x',
  LEADS_WEBHOOK_SECRET: SECRET,
}).webhook!.key;
const BODY = JSON.stringify({ id: '42', kind: 'contact', text: 'New contact lead' });

describe('Standard Webhooks signature', () => {
  it('verifies with the specification’s own library', async () => {
    const headers = await webhookHeaders(KEY, 'lead-42-webhook', BODY);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);
    expect(new Webhook(SECRET).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });

  it('is rejected once its timestamp is older than five minutes (a replay)', async () => {
    const headers = await webhookHeaders(KEY, 'lead-42-webhook', BODY, Date.now() - 6 * 60_000);
    expect(() => new Webhook(SECRET).verify(BODY, headers)).toThrow(/too old/);
  });

  it('is rejected for a changed body, id or timestamp, or another secret', async () => {
    const headers = await webhookHeaders(KEY, 'lead-42-webhook', BODY);
    const verify =
      (body: string, h: Record<string, string>, secret = SECRET) =>
      () =>
        new Webhook(secret).verify(body, h);
    expect(verify(BODY.replace('42', '43'), headers)).toThrow(/No matching signature/);
    expect(verify(BODY, { ...headers, 'webhook-id': 'lead-43-webhook' })).toThrow(
      /No matching signature/,
    );
    const later = String(Number(headers['webhook-timestamp']) + 1);
    expect(verify(BODY, { ...headers, 'webhook-timestamp': later })).toThrow(
      /No matching signature/,
    );
    const other = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
    expect(verify(BODY, headers, other)).toThrow(/No matching signature/);
  });
});

describe("deliver('webhook')", () => {
  const lead: LeadForDelivery = {
    id: '7',
    kind: 'newsletter',
    email: 'ana@example.com',
    received_at: '2026-11-25T10:00:00.000Z',
    source_page: '/blog',
  };
  let server: http.Server;
  let url: string;
  let answer: (res: http.ServerResponse) => void;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        answer(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (received.length = 0));

  const env = () => ({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: SECRET });

  it('posts the signed lead with the same webhook-id on every attempt', async () => {
    answer = (res) => res.writeHead(204).end();
    await deliver('webhook', lead, env());
    await deliver('webhook', lead, env());
    expect(received).toHaveLength(2);
    for (const { headers, body } of received) {
      expect(headers['webhook-id']).toBe('lead-7-webhook');
      const payload = new Webhook(SECRET).verify(body, headers as Record<string, string>);
      expect(payload).toMatchObject({
        id: '7',
        lead: { email: 'ana@example.com' },
        source: { page: '/blog' },
      });
    }
  });

  it('rejects a non-2xx answer and a redirect, naming the status', async () => {
    answer = (res) => res.writeHead(500).end('no');
    await expect(deliver('webhook', lead, env())).rejects.toThrow('the webhook answered 500');
    answer = (res) => res.writeHead(302, { location: 'https://example.com/' }).end();
    await expect(deliver('webhook', lead, env())).rejects.toThrow('the webhook answered 302');
  });

  it('rejects when the receiver does not answer in time', async () => {
    answer = () => {};
    const started = Date.now();
    await expect(deliver('webhook', lead, env(), { timeoutMs: 300 })).rejects.toThrow(
      'the webhook did not answer within 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('rejects a refused connection without showing the secret', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await deliver('webhook', lead, {
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/`,
      LEADS_WEBHOOK_SECRET: SECRET,
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^the webhook request failed/);
    expect((error as Error).message).not.toContain(SECRET.slice(6));
  });
});
