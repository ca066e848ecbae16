// A local mail catcher for `npm start` and the delivery tests: a real SMTP server (smtp-server)
// that keeps the last messages in memory, and a small page that shows them, so a newcomer sees
// the e-mail their test lead produced (docs/lead-delivery.md#local-sinks). Nothing
// leaves the machine; nothing is written to disk.
import http from 'node:http';
import { simpleParser, type HeaderValue } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SINK_PAGE_HEADERS, escapeHtml, listen, sinkPage } from './sink-page';

/** Messages kept; older ones are dropped first. */
const KEEP = 200;

export type CaughtMessage = {
  id: number;
  receivedAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
};

function page(messages: CaughtMessage[]) {
  const items = messages
    .slice()
    .reverse()
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject || '(no subject)')}</h2>
<p class="meta">${escapeHtml(m.receivedAt)} · from ${escapeHtml(m.from)} · to ${escapeHtml(m.to)}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
    );
  return sinkPage({
    title: 'Mail catcher',
    count: messages.length,
    intro:
      'E-mail the local lead API sent (newest first; this page refreshes every 5 s; JSON at <a href="/messages.json">/messages.json</a>).',
    items,
    empty: 'No e-mail yet: submit a form on the site.',
  });
}

/** A parsed header as one line: an address list's text, a structured header's value. */
function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date || Array.isArray(value)) return String(value);
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('value' in value && typeof value.value === 'string') return value.value;
  return String(value);
}

/**
 * Starts the SMTP server and the viewer. Ports default to 1025 and 1080; 0 picks free ones.
 */
export async function startMailCatcher({
  smtpPort = 1025,
  httpPort = 1080,
  host = '127.0.0.1',
  onMessage = () => {},
}: {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  onMessage?: (message: CaughtMessage) => void;
} = {}) {
  const messages: CaughtMessage[] = [];
  let sequence = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no TLS to offer, no login to ask for.
    disabledCommands: ['STARTTLS', 'AUTH'],
    hideSTARTTLS: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const [name, value] of parsed.headers) headers[name] = headerText(value);
          const message = {
            id: ++sequence,
            receivedAt: new Date().toISOString(),
            from:
              parsed.from?.text ??
              (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            headers,
          };
          messages.push(message);
          if (messages.length > KEEP) messages.shift();
          onMessage(message);
          callback();
        })
        .catch(callback);
    },
  });
  // A sender that vanishes mid-session (a killed service) resets its socket: not our failure.
  smtp.on('error', (error) => {
    if (!('code' in error) || error.code !== 'ECONNRESET')
      console.error(`mail catcher: ${error.message}`);
  });
  const viewer = http.createServer((req, res) => {
    const json = req.url === '/messages.json';
    const body = json ? JSON.stringify(messages) : page(messages);
    res.writeHead(200, {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      ...SINK_PAGE_HEADERS,
    });
    res.end(body);
  });
  const boundSmtp = await listen(smtp.server, smtpPort, host);
  const boundHttp = await listen(viewer, httpPort, host);
  return {
    smtpUrl: `smtp://${host}:${boundSmtp}`,
    url: `http://${host}:${boundHttp}`,
    messages,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => viewer.close(() => resolve(undefined))),
      ]),
  };
}
