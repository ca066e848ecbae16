// @ts-check
// Runs after `next build`: writes what a static export cannot express on its own.
// - a stub page at every redirect source (meta refresh + location.replace, noindex, canonical)
// - out/_redirects (Netlify / Cloudflare Pages format) with the same redirects as 301s
// - the zero-JS step: pages without islands lose Next's runtime; every page gets speculation
//   rules (scripts/build/zero-js.mjs, decided by scripts/build/islands.mjs)
// - out/_headers: CSP (with the hashes of the inline scripts left), HSTS, caching
//   (scripts/build/security-headers.mjs from content/config/security-headers.json)
// - out/_worker.js and out/_routes.json: the host's answer to `//` paths
//   (scripts/build/host/pages-worker.mjs)
import fs from 'node:fs';
import path from 'node:path';
import { SITE_URL } from '../../lib/site-config.mjs';
import { HOST_ROUTES } from './host/pages-worker.mjs';
import { writeHeaders } from './security-headers.mjs';
import { applyZeroJs } from './zero-js.mjs';

const OUT = path.join(process.cwd(), 'out');
/** @type {Array<{from: string, to: string}>} */
const redirects = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), 'content/redirects.json'), 'utf8'),
);

/** @param {string} value */
function escapeAttr(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** @param {string} to */
export function redirectStub(to) {
  const target = escapeAttr(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeAttr(SITE_URL + to)}">
<meta http-equiv="refresh" content="0; url=${target}">
<script>location.replace(${JSON.stringify(to)})</script>
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

if (!fs.existsSync(OUT)) {
  console.error('postbuild: out/ is missing; run next build first');
  process.exit(1);
}

for (const { from, to } of redirects) {
  const file = path.join(OUT, `${from}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, redirectStub(to));
}
fs.writeFileSync(
  path.join(OUT, '_redirects'),
  redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n') + '\n',
);
console.log(`postbuild: ${redirects.length} redirect stubs and _redirects written`);
fs.copyFileSync(
  path.join(process.cwd(), 'scripts/build/host/pages-worker.mjs'),
  path.join(OUT, '_worker.js'),
);
fs.writeFileSync(path.join(OUT, '_routes.json'), JSON.stringify(HOST_ROUTES) + '\n');

const { pages, rscBytesRemoved } = applyZeroJs({
  outDir: OUT,
  nextDir: path.join(process.cwd(), '.next'),
});
const islandPages = Object.entries(pages).filter(([, page]) => page.keepsJs);
if (process.env.ZERO_JS === 'off') console.log("postbuild: ZERO_JS=off: pages keep Next's runtime");
console.log(
  `postbuild: zero-JS step: ${Object.keys(pages).length - islandPages.length} pages render no island; ` +
    `${islandPages.length} keep it for their islands: ` +
    (islandPages.map(([route, page]) => `${route} (${page.islands.join(', ')})`).join('; ') ||
      'none'),
);
console.log(
  `postbuild: removed ${(rscBytesRemoved / 1024 / 1024).toFixed(1)} MB of RSC payload files no router will fetch`,
);
const headers = writeHeaders({ outDir: OUT });
const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
console.log(`postbuild: _headers written (CSP ${(csp.length / 1024).toFixed(1)} KB)`);
// Each island page adds ~5 script hashes (~0.3 KB). Hosts and clients cap header size (often
// 8-16 KB per header): past 8 KB, consider fewer island pages or 'self' without hashes.
if (csp.length > 8 * 1024) console.warn('postbuild: WARNING: the CSP header is over 8 KB');
