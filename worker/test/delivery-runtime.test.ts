/**
 * The delivery channels on the Workers runtime. E-mail: the SMTP client (workerd via Miniflare), against real SMTP servers on
 * loopback: the local mail catcher, and smtp-server instances that ask for a login, speak TLS
 * (STARTTLS or from the start, with a certificate made for the test), refuse a recipient, stay
 * silent or hang up. Webhook: the local receiver, which verifies with the Standard Webhooks library.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startMailCatcher } from '../../scripts/preview/mail-catcher';
import { startWebhookReceiver } from '../../scripts/preview/webhook-receiver';
import type { LeadForDelivery } from '../src/delivery';
import { startDeliveryProbe } from './delivery-probe-runtime';

jest.setTimeout(60_000);

type Probe = Awaited<ReturnType<typeof startDeliveryProbe>>;
type Catcher = Awaited<ReturnType<typeof startMailCatcher>>;

const lead: LeadForDelivery = {
  id: '42',
  kind: 'contact',
  received_at: '2026-11-25T09:14:03.120Z',
  email: 'priya@northwind.example',
  first_name: 'Zoë',
  last_name: 'Nair\r\nBcc: everyone@example.com',
  company: 'Northwind Freight',
  service: 'DevOps & Cloud',
  message: 'First line.\n.\n..two dots\nLast line, Grüße.',
  source_page: '/contact',
  source_landing: '/blog/kubernetes-costs',
};

let probe: Probe;
let catcher: Catcher;

beforeAll(async () => {
  [probe, catcher] = await Promise.all([
    startDeliveryProbe(),
    startMailCatcher({ smtpPort: 0, httpPort: 0 }),
  ]);
});
afterAll(async () => {
  await Promise.all([probe?.dispose(), catcher?.close()]);
});

/** An SMTP server on loopback with the given options; closed after the test file. */
async function smtpServer(options: ConstructorParameters<typeof SMTPServer>[0]) {
  const server = new SMTPServer({ logger: false, disabledCommands: ['STARTTLS'], ...options });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAllClose.push(() => new Promise((resolve) => server.close(() => resolve(undefined))));
  return (server.server.address() as AddressInfo).port;
}
const afterAllClose: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(afterAllClose.map((close) => close())));

/** A TCP server that runs `onConnection` for each client: a broken SMTP server. */
async function rawServer(onConnection: (socket: net.Socket) => void) {
  const server = net.createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAllClose.push(
    () =>
      new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      }),
  );
  const sockets: net.Socket[] = [];
  server.on('connection', (socket) => sockets.push(socket));
  return (server.address() as AddressInfo).port;
}

const emailEnv = (smtpUrl: string) => ({
  LEADS_SMTP_URL: smtpUrl,
  LEADS_NOTIFY_TO: 'sales@example.com',
  LEADS_NOTIFY_FROM: 'Website leads <leads@example.com>',
});

describe("deliver('email') on the Workers runtime", () => {
  it('hands the lead e-mail to the SMTP server with every field, safe headers and dot lines intact', async () => {
    const before = catcher.messages.length;
    await expect(
      probe.deliver({ channel: 'email', lead, env: emailEnv(catcher.smtpUrl) }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(catcher.messages).toHaveLength(before + 1);
    const message = catcher.messages.at(-1)!;
    expect(message.to).toBe('sales@example.com');
    expect(message.from).toBe('"Website leads" <leads@example.com>');
    expect(message.subject).toBe(
      'New contact lead: Zoë Nair Bcc: everyone@example.com (Northwind Freight), DevOps & Cloud',
    );
    expect(message.headers['reply-to']).toBe('priya@northwind.example');
    expect(message.headers['x-lead-id']).toBe('42');
    expect(message.headers.bcc).toBeUndefined();
    expect(message.text).toContain('First line.\n.\n..two dots\nLast line, Grüße.');
    expect(message.text).toMatch(/landing: +\/blog\/kubernetes-costs/);
    expect(message.text).toContain(
      'Lead #42. Replying to this e-mail writes to priya@northwind.example.',
    );
  });

  it.each(['PLAIN', 'LOGIN'])('logs in with AUTH %s when the server asks', async (method) => {
    const logins: string[] = [];
    const port = await smtpServer({
      authMethods: [method],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.method} ${auth.username}:${auth.password}`);
        if (auth.username === 'apikey' && auth.password === 'p@ss/wörd')
          callback(null, { user: 'apikey' });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    const url = `smtp://apikey:${encodeURIComponent('p@ss/wörd')}@127.0.0.1:${port}`;
    expect(await probe.deliver({ channel: 'email', lead, env: emailEnv(url) })).toEqual({
      ok: true,
    });
    expect(logins).toEqual([`${method} apikey:p@ss/wörd`]);

    const wrong = `smtp://apikey:wrong-password@127.0.0.1:${port}`;
    const refused = await probe.deliver({ channel: 'email', lead, env: emailEnv(wrong) });
    expect(refused.ok).toBe(false);
    expect(refused.error).toMatch(/^SMTP AUTH \w+( password)? refused: 535/);
    expect(refused.error).not.toContain('wrong-password');
    expect(refused.error).not.toContain(btoa('wrong-password'));
  });

  it('refuses to send in clear when STARTTLS is required but not offered', async () => {
    const before = catcher.messages.length;
    const [, port] = catcher.smtpUrl.match(/:(\d+)$/)!;
    const outcome = await probe.send({
      settings: {
        host: '127.0.0.1',
        port: Number(port),
        implicitTls: false,
        requireStartTls: true,
        to: [{ address: 'sales@example.com' }],
        from: { address: 'leads@example.com' },
      },
      envelope: { from: 'leads@example.com', to: ['sales@example.com'] },
      message: 'Subject: x\r\n\r\nx\r\n',
      timeoutMs: 5_000,
    });
    expect(outcome).toEqual({
      ok: false,
      error: expect.stringMatching(
        /does not offer STARTTLS; not sending over an unencrypted connection/,
      ),
    });
    expect(catcher.messages).toHaveLength(before);
  });

  it('rejects with the server’s reply when a recipient is refused', async () => {
    const port = await smtpServer({
      authOptional: true,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
    });
    const outcome = await probe.deliver({
      channel: 'email',
      lead,
      env: emailEnv(`smtp://127.0.0.1:${port}`),
    });
    expect(outcome).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^SMTP RCPT TO:<sales@example.com> refused: 550 No such mailbox/,
      ),
    });
  });

  it.each([
    {
      title: 'gives up on a server that never answers, at the deadline',
      onConnection: () => {},
      timeoutMs: 800,
      error: /^the SMTP server did not finish within 800 ms$/,
    },
    {
      title: 'fails at once, without spinning, when the server hangs up mid-conversation',
      onConnection: (socket: net.Socket) => socket.end('220 hello\r\n'),
      timeoutMs: 10_000,
      error: /closed the connection|connection .*failed/i,
    },
  ])('$title', async ({ onConnection, timeoutMs, error }) => {
    const port = await rawServer(onConnection);
    const started = Date.now();
    const outcome = await probe.deliver({
      channel: 'email',
      lead,
      env: emailEnv(`smtp://127.0.0.1:${port}`),
      timeoutMs,
    });
    expect(outcome).toEqual({ ok: false, error: expect.stringMatching(error) });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

/** A throw-away certificate for `localhost`, made with openssl for this test run. */
function localhostCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (made.status !== 0)
    throw new Error(`openssl could not make a test certificate: ${made.stderr}`);
  const pair = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  fs.rmSync(dir, { recursive: true });
  return pair;
}

describe('TLS on the Workers runtime', () => {
  const tls = localhostCertificate();
  let trusting: Probe;
  const sessions: { secure: boolean; subject: string }[] = [];
  const tlsServer = (secure: boolean) =>
    smtpServer({
      secure,
      key: tls.key,
      cert: tls.cert,
      disabledCommands: [],
      authOptional: true,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          sessions.push({
            secure: session.secure,
            subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          });
          callback();
        });
      },
    });

  beforeAll(async () => {
    trusting = await startDeliveryProbe({ trustedCertificate: tls.cert });
  });
  afterAll(() => trusting?.dispose());
  beforeEach(() => (sessions.length = 0));

  it('upgrades with STARTTLS when the server offers it', async () => {
    const port = await tlsServer(false);
    const env = emailEnv(`smtp://localhost:${port}`);
    expect(await trusting.deliver({ channel: 'email', lead, env })).toEqual({ ok: true });
    expect(sessions).toEqual([{ secure: true, subject: expect.stringMatching(/^=\?UTF-8\?B\?/) }]);
  });

  it('speaks TLS from the first byte for smtps://', async () => {
    const port = await tlsServer(true);
    const env = emailEnv(`smtps://localhost:${port}`);
    expect(await trusting.deliver({ channel: 'email', lead, env })).toEqual({ ok: true });
    expect(sessions.map((session) => session.secure)).toEqual([true]);
  });

  it('does not fall back to plain text when the certificate is not trusted', async () => {
    const port = await tlsServer(false);
    const outcome = await probe.deliver({
      channel: 'email',
      lead,
      env: emailEnv(`smtp://localhost:${port}`),
    });
    expect(outcome).toEqual({
      ok: false,
      error: expect.stringMatching(/^SMTP connection to localhost:\d+ failed at the TLS handshake/),
    });
    expect(sessions).toEqual([]);
  });
});

describe("deliver('webhook') on the Workers runtime", () => {
  const secret = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    receiver = await startWebhookReceiver({ secret, port: 0 });
  });
  afterAll(() => receiver?.close());
  const env = () => ({ LEADS_WEBHOOK_URL: `${receiver.url}/leads`, LEADS_WEBHOOK_SECRET: secret });

  it('is verified by the receiver, with a timestamp of now and the chat text escaped', async () => {
    const hostile = { ...lead, first_name: '<!channel> <https://evil.example|Verify invoice>' };
    expect(await probe.deliver({ channel: 'webhook', lead: hostile, env: env() })).toEqual({
      ok: true,
    });
    const delivery = receiver.deliveries.at(-1)!;
    expect(delivery).toMatchObject({ webhookId: 'lead-42-webhook', verified: true });
    expect(Math.abs(delivery.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(delivery.body?.text).toContain(
      '&lt;!channel&gt; &lt;https://evil.example|Verify invoice&gt;',
    );
  });

  it('rejects a failing or slow receiver', async () => {
    receiver.respond.status = 503;
    const failed = await probe.deliver({ channel: 'webhook', lead, env: env() });
    receiver.respond.status = 204;
    receiver.respond.delayMs = 3_000;
    const slow = await probe.deliver({ channel: 'webhook', lead, env: env(), timeoutMs: 500 });
    receiver.respond.delayMs = 0;
    expect(failed).toEqual({ ok: false, error: 'the webhook answered 503' });
    expect(slow).toEqual({ ok: false, error: 'the webhook did not answer within 500 ms' });
  });
});
