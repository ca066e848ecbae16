import { configuredChannels, deliver, type DeliveryEnv } from '../src/delivery/index';
import { readDeliverySettings, redact } from '../src/delivery/config';

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const WEBHOOK: DeliveryEnv = {
  LEADS_WEBHOOK_URL: 'https://hooks.example.com/leads',
  LEADS_WEBHOOK_SECRET: SECRET,
};
const EMAIL: DeliveryEnv = {
  LEADS_SMTP_URL: 'smtp://127.0.0.1:2525',
  LEADS_NOTIFY_TO: 'sales@example.com',
};

/** The refusal's message, checked to name the variable and to hold none of the given values. */
function refusal(env: DeliveryEnv): string {
  let message = '';
  try {
    configuredChannels(env);
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).not.toBe('');
  for (const value of Object.values(env))
    if (value && value.length > 3) expect(message).not.toContain(value);
  return message;
}

describe('configuredChannels', () => {
  it('is empty when nothing is set, and lists each channel that is', () => {
    expect(configuredChannels({})).toEqual([]);
    expect(configuredChannels(EMAIL)).toEqual(['email']);
    expect(configuredChannels(WEBHOOK)).toEqual(['webhook']);
    expect(configuredChannels({ ...EMAIL, ...WEBHOOK })).toEqual(['email', 'webhook']);
  });

  it('refuses a webhook URL with a user or password, without repeating it', () => {
    const message = refusal({
      ...WEBHOOK,
      LEADS_WEBHOOK_URL: 'https://bob:hunter2@hooks.example.com/x',
    });
    expect(message).toMatch(/LEADS_WEBHOOK_URL must not contain a user name or password/);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('bob');
  });

  it('refuses a webhook URL without its secret', () => {
    expect(refusal({ LEADS_WEBHOOK_URL: WEBHOOK.LEADS_WEBHOOK_URL })).toMatch(
      /set LEADS_WEBHOOK_SECRET too/,
    );
  });

  it.each([
    ['no whsec_ prefix', Buffer.alloc(32, 1).toString('base64')],
    ['not base64', 'whsec_not*base64!!'],
    ['too short (16 bytes)', `whsec_${Buffer.alloc(16, 1).toString('base64')}`],
    ['too long (65 bytes)', `whsec_${Buffer.alloc(65, 1).toString('base64')}`],
  ])('refuses a secret with %s, and never shows it', (_, secret) => {
    const message = refusal({ ...WEBHOOK, LEADS_WEBHOOK_SECRET: secret });
    expect(message).toMatch(/^LEADS_WEBHOOK_SECRET must be whsec_ followed by 24 to 64/);
  });

  it('refuses plain http:// to another machine, but not to loopback', () => {
    expect(refusal({ ...WEBHOOK, LEADS_WEBHOOK_URL: 'http://hooks.example.com/x' })).toMatch(
      /LEADS_WEBHOOK_URL must be an https:\/\/ URL/,
    );
    expect(configuredChannels({ ...WEBHOOK, LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/x' })).toEqual([
      'webhook',
    ]);
    expect(configuredChannels({ ...WEBHOOK, LEADS_WEBHOOK_URL: 'http://[::1]:9/x' })).toEqual([
      'webhook',
    ]);
  });

  it('refuses e-mail settings that are half there or not SMTP', () => {
    expect(refusal({ LEADS_SMTP_URL: EMAIL.LEADS_SMTP_URL })).toMatch(/set both or neither/);
    expect(refusal({ LEADS_NOTIFY_TO: 'a@example.com' })).toMatch(/set both or neither/);
    expect(refusal({ ...EMAIL, LEADS_SMTP_URL: 'https://smtp.example.com' })).toMatch(
      /LEADS_SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(
      refusal({ ...EMAIL, LEADS_NOTIFY_TO: 'sales@example.com\r\nBcc: x@evil.example' }),
    ).toMatch(/LEADS_NOTIFY_TO must be an e-mail address/);
    expect(refusal({ ...EMAIL, LEADS_NOTIFY_FROM: 'not an address' })).toMatch(/LEADS_NOTIFY_FROM/);
    expect(refusal({ ...EMAIL, LEADS_SMTP_URL: 'smtp://apikey@smtp.example.com' })).toMatch(
      /user without a password/,
    );
  });
});

describe('readDeliverySettings', () => {
  it('reads a provider URL: submission port, STARTTLS required off loopback, credentials decoded', () => {
    const { email } = readDeliverySettings({
      LEADS_SMTP_URL: 'smtp://apikey:SG.p%40ss%2Fword@smtp.example.com',
      LEADS_NOTIFY_TO: 'sales@example.com, Ops <ops@example.com>',
      LEADS_NOTIFY_FROM: '"Website leads" <leads@example.com>',
    });
    expect(email).toEqual({
      host: 'smtp.example.com',
      port: 587,
      implicitTls: false,
      requireStartTls: true,
      auth: { user: 'apikey', pass: 'SG.p@ss/word' },
      to: [{ address: 'sales@example.com' }, { address: 'ops@example.com', name: 'Ops' }],
      from: { address: 'leads@example.com', name: 'Website leads' },
    });
  });

  it('uses TLS from the start for smtps:// (port 465) and plain SMTP to a loopback sink', () => {
    const smtps = readDeliverySettings({
      ...EMAIL,
      LEADS_SMTP_URL: 'smtps://u:p@mail.example.com',
    });
    expect(smtps.email).toMatchObject({ port: 465, implicitTls: true, requireStartTls: false });
    const local = readDeliverySettings(EMAIL);
    expect(local.email).toMatchObject({ host: '127.0.0.1', port: 2525, requireStartTls: false });
    expect(local.email?.from).toEqual({ address: 'leads@localhost', name: 'Website leads' });
  });
});

describe('redact', () => {
  it('removes URL credentials, whsec_ secrets and the configured secret values', () => {
    const env = {
      LEADS_SMTP_URL: 'smtp://apikey:s3cr%21t@smtp.example.com',
      LEADS_WEBHOOK_SECRET: SECRET,
    };
    const text = `failed smtp://apikey:s3cr%21t@smtp.example.com with s3cr!t and ${SECRET} and https://u:p@h/x`;
    const safe = redact(text, env);
    expect(safe).toBe(
      'failed smtp://***@smtp.example.com with *** and whsec_*** and https://***@h/x',
    );
  });
});

describe('deliver', () => {
  it('rejects a channel that is not configured, naming the variable', async () => {
    await expect(
      deliver('webhook', { id: '1', kind: 'newsletter', email: 'a@example.com' }, EMAIL),
    ).rejects.toThrow(/webhook channel is not configured \(LEADS_WEBHOOK_URL\)/);
  });
});
