import { readDeliverySettings } from '../../worker/src/delivery/config';
import { webhookHeaders } from '../../worker/src/delivery/webhook';
import { startWebhookReceiver } from './webhook-receiver';

const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const KEY = readDeliverySettings({
  LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/',
  LEADS_WEBHOOK_SECRET: SECRET,
}).webhook!.key;
const BODY = JSON.stringify({
  id: '5',
  kind: 'contact',
  text: 'New contact lead: &lt;script&gt;alert(1)&lt;/script&gt;',
  lead: { first_name: '<script>alert(1)</script>' },
});

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver({ secret: SECRET, port: 0 });
});
afterAll(() => receiver.close());

const post = async (headers: Record<string, string>, body = BODY) =>
  fetch(`${receiver.url}/hook`, { method: 'POST', headers, body });

describe('the local webhook receiver', () => {
  it('answers 204 to a signed delivery and marks a repeat of the same webhook-id', async () => {
    const first = await post(await webhookHeaders(KEY, 'lead-5-webhook', BODY));
    const again = await post(await webhookHeaders(KEY, 'lead-5-webhook', BODY));
    expect([first.status, again.status]).toEqual([204, 204]);
    const [a, b] = receiver.deliveries.slice(-2);
    expect(a).toMatchObject({ webhookId: 'lead-5-webhook', verified: true, repeat: false });
    expect(b).toMatchObject({ webhookId: 'lead-5-webhook', verified: true, repeat: true });
    expect(a!.body).toEqual(JSON.parse(BODY));
  });

  it('answers 400 to a tampered body, a stale timestamp or a missing signature', async () => {
    const headers = await webhookHeaders(KEY, 'lead-6-webhook', BODY);
    const tampered = await post(headers, BODY.replace('"5"', '"6"'));
    const stale = await post(
      await webhookHeaders(KEY, 'lead-6-webhook', BODY, Date.now() - 600_000),
    );
    const unsigned = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== 'webhook-signature'),
    );
    const missing = await post(unsigned);
    expect([tampered.status, stale.status, missing.status]).toEqual([400, 400, 400]);
    expect(await stale.text()).toMatch(/too old/);
    expect(receiver.deliveries.slice(-3).map((d) => d.verified)).toEqual([false, false, false]);
  });

  it('shows deliveries on its page with visitor text escaped, and as JSON', async () => {
    const html = await (await fetch(receiver.url)).text();
    expect(html).toContain('<h1>Webhook receiver</h1>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Rejected: Message timestamp too old');
    const json = await (await fetch(`${receiver.url}/deliveries.json`)).json();
    expect(json).toHaveLength(receiver.deliveries.length);
  });

  it('can play a failing receiver', async () => {
    receiver.respond.status = 503;
    const answer = await post(await webhookHeaders(KEY, 'lead-7-webhook', BODY));
    receiver.respond.status = 204;
    expect(answer.status).toBe(503);
  });
});
