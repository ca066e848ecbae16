// What the two local sinks of `npm start` share (the mail catcher and the webhook receiver):
// listening on a port or, when it is taken, on a free one, and the small page that shows what
// arrived, newest first (docs/lead-delivery.md#local-sinks).
import type { Server } from 'node:net';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Resolves with the port listened on (another one if `port` is taken). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
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

/** Only inline styles, nothing else: what arrived is visitor-written text. */
export const SINK_PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cache-Control': 'no-store',
};

/**
 * The viewer page: a heading, one line of explanation (HTML), and the items (HTML), newest
 * first; it reloads every 5 s.
 */
export function sinkPage({
  title,
  count,
  intro,
  items,
  empty,
}: {
  title: string;
  count: number;
  intro: string;
  items: string[];
  empty: string;
}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>${escapeHtml(title)} (${count})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem 1rem;margin:1rem 0}
.meta{color:#555;font-size:.875rem}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:.75rem}
.bad{border-color:#b00020}.bad h2{color:#b00020}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}pre{background:#222}.meta{color:#aaa}.bad h2{color:#ff8a80}}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${intro}</p>
${items.join('\n') || `<p>${escapeHtml(empty)}</p>`}</body></html>`;
}
