// A local mail catcher for `npm start` and the delivery tests: a real SMTP server (smtp-server)
// that keeps the last messages in memory, and a small page that shows them, so a newcomer sees
// the e-mail their test lead produced (docs/lead-delivery.md#the-local-mail-catcher). Nothing
// leaves the machine; nothing is written to disk.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Messages kept; older ones are dropped first. */
const KEEP = 200;

/** @param {unknown} text */
const escapeHtml = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/**
 * @typedef {{ id: number; receivedAt: string; from: string; to: string; subject: string; text: string; headers: Record<string, string> }} CaughtMessage
 */

/**
 * @param {import('node:net').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<number>} the port listened on (another one if `port` is taken)
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code !== 'EADDRINUSE' || port === 0) return reject(error);
      server.listen(0, host);
    };
    server.on('error', onError);
    server.on('listening', () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
    server.listen(port, host);
  });
}

/** @param {CaughtMessage[]} messages */
function page(messages) {
  const items = messages
    .slice()
    .reverse()
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject || '(no subject)')}</h2>
<p class="meta">${escapeHtml(m.receivedAt)} · from ${escapeHtml(m.from)} · to ${escapeHtml(m.to)}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Mail catcher (${messages.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}
.meta{color:#555;font-size:.875rem}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:.75rem}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}pre{background:#222}.meta{color:#aaa}}</style>
</head><body><h1>Mail catcher</h1><p>E-mail the local mail-list service sent (newest first; this page refreshes every 5 s; JSON at <a href="/messages.json">/messages.json</a>).</p>
${items || '<p>No e-mail yet: submit a form on the site.</p>'}</body></html>`;
}

/**
 * Starts the SMTP server and the viewer. Ports default to 1025 and 1080; 0 picks free ones.
 * @param {{ smtpPort?: number; httpPort?: number; host?: string; onMessage?: (message: CaughtMessage) => void }} [options]
 */
export async function startMailCatcher({
  smtpPort = 1025,
  httpPort = 1080,
  host = '127.0.0.1',
  onMessage = () => {},
} = {}) {
  /** @type {CaughtMessage[]} */
  const messages = [];
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
          /** @type {Record<string, string>} */
          const headers = {};
          for (const [name, value] of parsed.headers)
            headers[name] =
              typeof value === 'string' ? value : (value?.text ?? value?.value ?? String(value));
          const message = {
            id: ++sequence,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
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
    if (error.code !== 'ECONNRESET') console.error(`mail catcher: ${error.message}`);
  });
  const viewer = http.createServer((req, res) => {
    const json = req.url === '/messages.json';
    const body = json ? JSON.stringify(messages) : page(messages);
    res.writeHead(200, {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'no-store',
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
