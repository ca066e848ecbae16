/**
 * The lead e-mail as RFC 5322 text: headers that visitor input cannot break out of (no CR or
 * LF survives into a header, non-ASCII travels as RFC 2047 encoded words) and a UTF-8 plain
 * text body in quoted-printable, so no line is too long for any relay.
 */
import type { Mailbox } from './config';

export interface MailContent {
  from: Mailbox;
  to: Mailbox[];
  replyTo?: string;
  subject: string;
  text: string;
  /** Without the angle brackets. */
  messageId: string;
  date: Date;
  /** Extra headers (`X-Lead-Id`); names are letters, digits and dashes. */
  headers?: Record<string, string>;
}

const encoder = new TextEncoder();
/** Bytes of UTF-8 per encoded word: 60 base64 characters, a 72-character word (limit 75). */
const WORD_BYTES = 45;
/** Quoted-printable lines are at most 76 characters, the soft break's `=` included. */
const QP_LINE = 76;

export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Collapses every run of whitespace (CR and LF included) to one space: one header line. */
const singleLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** RFC 2047 encoded words, split between characters, never inside one. */
function encodedWords(text: string): string {
  const words: number[][] = [];
  const chunk: number[] = [];
  for (const char of text) {
    const bytes = encoder.encode(char);
    if (chunk.length + bytes.length > WORD_BYTES) words.push(chunk.splice(0));
    chunk.push(...bytes);
  }
  if (chunk.length) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(Uint8Array.from(word))}?=`).join('\r\n ');
}

/** An unstructured header value (Subject): one line, encoded words when not plain ASCII. */
export function headerText(value: string): string {
  const line = singleLine(value);
  return /^[\x20-\x7e]*$/.test(line) ? line : encodedWords(line);
}

/** `Name <address>` with the name quoted or encoded; the address was validated with the setting. */
export function formatMailbox({ name, address }: Mailbox): string {
  const bare = singleLine(address);
  if (!name) return bare;
  const shown = singleLine(name);
  const phrase = /^[\x20-\x7e]*$/.test(shown)
    ? `"${shown.replace(/(["\\])/g, '\\$1')}"`
    : encodedWords(shown);
  return `${phrase} <${bare}>`;
}

/** The body in quoted-printable, lines ending in CRLF. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = encoder.encode(line);
      const tokens = Array.from(bytes, (byte, i) => {
        const last = i === bytes.length - 1;
        const plain =
          (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        return plain
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      });
      const out: string[] = [];
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > QP_LINE - 1) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      out.push(current);
      return out.join('\r\n');
    })
    .join('\r\n');
}

/** The whole message, CRLF line endings, ready for DATA (the SMTP layer adds dot-stuffing). */
export function formatMessage(mail: MailContent): string {
  const headers: [string, string][] = [
    ['From', formatMailbox(mail.from)],
    ['To', mail.to.map(formatMailbox).join(', ')],
    ...(mail.replyTo ? ([['Reply-To', singleLine(mail.replyTo)]] as [string, string][]) : []),
    ['Subject', headerText(mail.subject)],
    ['Date', mail.date.toUTCString().replace('GMT', '+0000')],
    ['Message-ID', `<${singleLine(mail.messageId)}>`],
    ['MIME-Version', '1.0'],
    ['Content-Type', 'text/plain; charset=utf-8'],
    ['Content-Transfer-Encoding', 'quoted-printable'],
  ];
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`not a header name: ${name}`);
    headers.push([name, headerText(value)]);
  }
  const head = headers.map(([name, value]) => `${name}: ${value}`).join('\r\n');
  return `${head}\r\n\r\n${quotedPrintable(mail.text)}\r\n`;
}
