// A small static file server that serves out/ the way a CDN does: clean URLs (/about ->
// about.html, /about.html and /about/ -> 301 /about), the real 404 page with status 404,
// the redirects of out/_redirects, the headers of out/_headers, and gzip for text.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Parses a Netlify-style _redirects file: "from to [status]" per line. */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from, to, status: Number(status ?? 301) };
    });
}

/** Parses a Netlify-style _headers file: a path pattern line, then indented "Name: value" lines. */
export function parseHeaders(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (/^\s/.test(raw) && current) {
      const idx = raw.indexOf(':');
      current.headers.push([raw.slice(0, idx).trim(), raw.slice(idx + 1).trim()]);
    } else {
      current = { pattern: raw.trim(), headers: [] };
      rules.push(current);
    }
  }
  return rules;
}

function matches(pattern, pathname) {
  const re = new RegExp(
    '^' +
      pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*') +
      '$',
  );
  return re.test(pathname);
}

function readOptional(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function createStaticServer({ root }) {
  const rootDir = path.resolve(root);
  const redirects = parseRedirects(readOptional(path.join(rootDir, '_redirects')));
  const headerRules = parseHeaders(readOptional(path.join(rootDir, '_headers')));

  function resolveFile(pathname) {
    const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const candidates = [path.join(rootDir, safe)];
    if (!path.extname(safe))
      candidates.push(path.join(rootDir, `${safe}.html`), path.join(rootDir, safe, 'index.html'));
    for (const file of candidates) {
      if (!file.startsWith(rootDir)) continue;
      try {
        if (fs.statSync(file).isFile()) return file;
      } catch {
        /* try the next candidate */
      }
    }
    return null;
  }

  function send(req, res, status, file, pathname) {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type };
    for (const rule of headerRules) {
      if (matches(rule.pattern, pathname))
        for (const [name, value] of rule.headers) headers[name] = value;
    }
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/__invalid__';
    }
    // One URL per page: strip ".html", "/index" and trailing slashes with a permanent redirect.
    const clean = pathname.replace(/\/index\.html$|\.html$/, '').replace(/(.)\/+$/, '$1') || '/';
    if (clean !== pathname && !pathname.startsWith('/_next/')) {
      res.writeHead(301, { Location: clean + url.search }).end();
      return;
    }
    const redirect = redirects.find((r) => r.from === pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + url.search }).end();
      return;
    }
    const file = pathname === '/' ? path.join(rootDir, 'index.html') : resolveFile(pathname);
    if (file && fs.existsSync(file)) {
      send(req, res, 200, file, pathname);
      return;
    }
    send(req, res, 404, path.join(rootDir, '404.html'), pathname);
  });
}
