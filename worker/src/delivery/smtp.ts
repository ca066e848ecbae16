/**
 * A small SMTP client for the Workers runtime over `cloudflare:sockets`: one message per
 * connection (EHLO, STARTTLS, AUTH PLAIN or LOGIN, MAIL FROM, RCPT TO, DATA with dot-stuffing,
 * QUIT) under one deadline. Why not a library: docs/lead-delivery.md#e-mail-over-smtp.
 * Resolves once the server accepted the message (250 after DATA); any other answer, a closed
 * connection or the deadline rejects. Error messages name the step and the server's reply, never
 * the credentials.
 */
import type { EmailSettings } from './config';

type TcpSocket = ReturnType<typeof import('cloudflare:sockets').connect>;

export class SmtpError extends Error {
  override name = 'SmtpError';
}

interface Reply {
  code: number;
  lines: string[];
}

/** The name we greet with: an address literal is valid for any client (RFC 5321 4.1.3). */
const EHLO_NAME = '[127.0.0.1]';
/** A reply longer than this is not SMTP: stop reading instead of buffering it. */
const MAX_REPLY_CHARS = 64 * 1024;
const encoder = new TextEncoder();

/** Lines starting with a dot get a second one, so none of them ends DATA early (RFC 5321 4.5.2). */
export function dotStuff(message: string): string {
  return `\r\n${message}`.replace(/\r\n\./g, '\r\n..').slice(2);
}

/** One command at a time on one socket, reading whole (multi-line) replies. */
class Conversation {
  private reader: ReadableStreamDefaultReader<Uint8Array>;
  private writer: WritableStreamDefaultWriter<Uint8Array>;
  private decoder = new TextDecoder();
  private buffer = '';
  /** Where the conversation was, for an error the runtime raises without saying (TLS, reset). */
  step = 'connecting';

  constructor(private socket: TcpSocket) {
    this.reader = socket.readable.getReader();
    this.writer = socket.writable.getWriter();
  }

  async reply(): Promise<Reply> {
    for (;;) {
      const reply = this.takeReply();
      if (reply) return reply;
      const { value, done } = await this.reader.read();
      if (done) throw new SmtpError('the SMTP server closed the connection');
      this.buffer += this.decoder.decode(value, { stream: true });
      if (this.buffer.length > MAX_REPLY_CHARS) throw new SmtpError('the SMTP reply is too long');
    }
  }

  /** A reply is complete at its first line that is not `ddd-…` (a continuation). */
  private takeReply(): Reply | null {
    const lines: string[] = [];
    let start = 0;
    for (;;) {
      const end = this.buffer.indexOf('\n', start);
      if (end < 0) return null;
      const line = this.buffer.slice(start, end).replace(/\r$/, '');
      start = end + 1;
      lines.push(line);
      if (/^\d{3}-/.test(line)) continue;
      this.buffer = this.buffer.slice(start);
      return { code: Number.parseInt(line.slice(0, 3), 10) || 0, lines };
    }
  }

  async write(text: string): Promise<void> {
    await this.writer.write(encoder.encode(text));
  }

  /**
   * Sends one line and checks the reply's code. `label` is what an error shows instead of the
   * line itself, which may carry credentials.
   */
  async command(line: string, expected: number[], label = line): Promise<Reply> {
    this.step = label;
    await this.write(`${line}\r\n`);
    return this.expect(expected, label);
  }

  async expect(expected: number[], label: string): Promise<Reply> {
    const reply = await this.reply();
    if (!expected.includes(reply.code))
      throw new SmtpError(`SMTP ${label} refused: ${reply.lines.join(' / ').slice(0, 300)}`);
    return reply;
  }

  /** Hands the socket to TLS after the server's 220 to STARTTLS. */
  upgrade(): void {
    this.step = 'the TLS handshake';
    this.reader.releaseLock();
    this.writer.releaseLock();
    this.socket = this.socket.startTls();
    this.reader = this.socket.readable.getReader();
    this.writer = this.socket.writable.getWriter();
  }

  close(): void {
    this.socket.close().catch(() => {});
  }
}

/** EHLO's extensions, keyword upper-cased to its parameters (`AUTH` -> `PLAIN LOGIN`). */
async function greet(talk: Conversation): Promise<Map<string, string>> {
  await talk.write(`EHLO ${EHLO_NAME}\r\n`);
  const reply = await talk.reply();
  if (reply.code !== 250) {
    // A server from before ESMTP: no extensions, so no STARTTLS and no AUTH.
    await talk.command(`HELO ${EHLO_NAME}`, [250]);
    return new Map();
  }
  return new Map(
    reply.lines.slice(1).map((line) => {
      const [keyword = '', ...params] = line.slice(4).trim().split(/\s+/);
      return [keyword.toUpperCase(), params.join(' ').toUpperCase()];
    }),
  );
}

const base64Utf8 = (text: string) =>
  btoa(Array.from(encoder.encode(text), (byte) => String.fromCharCode(byte)).join(''));

async function authenticate(
  talk: Conversation,
  extensions: Map<string, string>,
  { user, pass }: { user: string; pass: string },
): Promise<void> {
  const mechanisms = (extensions.get('AUTH') ?? '').split(' ');
  if (mechanisms.includes('PLAIN')) {
    await talk.command(`AUTH PLAIN ${base64Utf8(`\0${user}\0${pass}`)}`, [235], 'AUTH PLAIN');
  } else if (mechanisms.includes('LOGIN')) {
    await talk.command('AUTH LOGIN', [334]);
    await talk.command(base64Utf8(user), [334], 'AUTH LOGIN user');
    await talk.command(base64Utf8(pass), [235], 'AUTH LOGIN password');
  } else {
    throw new SmtpError('the SMTP server offers neither AUTH PLAIN nor AUTH LOGIN');
  }
}

async function converse(
  talk: Conversation,
  settings: EmailSettings,
  envelope: { from: string; to: string[] },
  message: string,
): Promise<void> {
  await talk.expect([220], 'greeting');
  let extensions = await greet(talk);
  if (!settings.implicitTls) {
    if (extensions.has('STARTTLS')) {
      await talk.command('STARTTLS', [220]);
      talk.upgrade();
      extensions = await greet(talk);
    } else if (settings.requireStartTls) {
      throw new SmtpError(
        `the SMTP server at ${settings.host}:${settings.port} does not offer STARTTLS; ` +
          'not sending over an unencrypted connection (use smtps:// for port 465)',
      );
    }
  }
  if (settings.auth) await authenticate(talk, extensions, settings.auth);
  await talk.command(`MAIL FROM:<${envelope.from}>`, [250]);
  for (const to of envelope.to) await talk.command(`RCPT TO:<${to}>`, [250, 251]);
  await talk.command('DATA', [354]);
  await talk.write(`${dotStuff(message)}.\r\n`);
  await talk.expect([250], 'message');
  // The message is accepted; a server that drops the line on QUIT changes nothing.
  await talk.command('QUIT', [221]).catch(() => {});
}

/**
 * Sends one message (`message` is the formatted RFC 5322 text, CRLF line endings) to the
 * envelope's recipients within `timeoutMs`.
 */
export async function sendMail(
  settings: EmailSettings,
  envelope: { from: string; to: string[] },
  message: string,
  { timeoutMs }: { timeoutMs: number },
): Promise<void> {
  // Loaded on use, so modules importing this one also load outside the Workers runtime.
  const { connect } = await import('cloudflare:sockets');
  const talk = new Conversation(
    connect(
      { hostname: settings.host, port: settings.port },
      { secureTransport: settings.implicitTls ? 'on' : 'starttls', allowHalfOpen: false },
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SmtpError(`the SMTP server did not finish within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([converse(talk, settings, envelope, message), deadline]);
  } catch (error) {
    if (error instanceof SmtpError) throw error;
    // A refused or reset connection: the runtime's message names the address, nothing secret.
    throw new SmtpError(
      `SMTP connection to ${settings.host}:${settings.port} failed at ${talk.step}: ${(error as Error).message}`,
    );
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    talk.close();
  }
}
