// @ts-check
// Writes out/_headers (Netlify / Cloudflare Pages format) from content/config/security-headers.json
// plus what only the build knows:
// - script-src: 'self' (island pages load Next's chunks from /_next/static) and the SHA-256 of
//   every inline script left in out/ after the zero-JS step: the RSC payload and bootstrap of
//   island pages, the speculation rules, the not-found logger, the redirect stubs. No
//   'unsafe-inline', no 'unsafe-eval'. One policy for all paths, because hosts merge the values
//   of a header when several path rules match.
// - style-src: 'self' and the hashes of inline <style> blocks, including the stylesheet sonner
//   (the toaster) injects at runtime when its code ships.
// - style-src-attr: 'unsafe-hashes' and the hashes of the style="" attribute values in the HTML
//   (e.g. a card's "--stagger:2"): only those exact declarations apply, no others. Styles React
//   sets from script go through the CSSOM, which CSP does not restrict.
// - connect-src: the origin of NEXT_PUBLIC_MAIL_LIST_API_BASE, where the forms and the chat post.
// - form-action: the same origin, where the forms post natively when no script runs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE_URL } from '../../lib/site-config.mjs';
import { cspInlineScripts } from './html-scripts.mjs';
import { exportedPages } from './zero-js.mjs';

/**
 * @typedef {{contentSecurityPolicy: Record<string, string[]>,
 *   headers: Record<string, Record<string, string>>}} SecurityConfig
 * @typedef {{scriptHashes?: string[], styleHashes?: string[], styleAttrHashes?: string[],
 *   apiBase?: string}} ComputedSources
 */

/** @param {string} text */
export function sha256Source(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hash sources of every inline script (executable or speculation rules) in the export. */
/** @param {string} outDir */
export function inlineScriptHashes(outDir) {
  const hashes = new Set();
  for (const { file } of exportedPages(outDir)) {
    for (const script of cspInlineScripts(fs.readFileSync(file, 'utf8')))
      hashes.add(sha256Source(script.content));
  }
  return [...hashes].sort();
}

/**
 * Stylesheets libraries insert as <style> elements at runtime: {name, marker, css()}. `marker`
 * is a string found in the shipped chunk when the library is part of the build.
 */
export const RUNTIME_STYLES = [
  {
    name: 'sonner',
    marker: 'data-sonner-toaster',
    /** @param {string} root */
    css(root) {
      const source = fs.readFileSync(path.join(root, 'node_modules/sonner/dist/index.mjs'), 'utf8');
      const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
      if (!literal)
        throw new Error('security-headers: sonner no longer injects its CSS the known way');
      // The element is attached empty, then filled: both states are checked against the policy.
      return ['', JSON.parse(literal)];
    },
  },
];

/** Hash sources of inline <style> blocks in the export and of runtime-injected library CSS. */
/** @param {string} outDir */
export function inlineStyleHashes(outDir, root = process.cwd()) {
  const hashes = new Set();
  for (const { file } of exportedPages(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
      hashes.add(sha256Source(match[1] ?? ''));
  }
  const chunksDir = path.join(outDir, '_next', 'static', 'chunks');
  const chunks = fs.existsSync(chunksDir)
    ? fs
        .readdirSync(chunksDir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => fs.readFileSync(path.join(chunksDir, name), 'utf8'))
    : [];
  for (const lib of RUNTIME_STYLES) {
    if (chunks.some((code) => code.includes(lib.marker)))
      for (const css of lib.css(root)) hashes.add(sha256Source(css));
  }
  return [...hashes].sort();
}

const decodeAttr = (/** @type {string} */ value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Hash sources of every distinct style="" attribute value in the export. */
/** @param {string} outDir */
export function styleAttributeHashes(outDir) {
  const hashes = new Set();
  for (const { file } of exportedPages(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<[a-z][^>]*?\sstyle=(?:"([^"]*)"|'([^']*)')/gi))
      hashes.add(sha256Source(decodeAttr(match[1] ?? match[2] ?? '')));
  }
  return [...hashes].sort();
}

/** The Content-Security-Policy value for the configured directives plus computed sources. */
/**
 * @param {Record<string, string[]>} directives
 * @param {ComputedSources} computed
 */
export function contentSecurityPolicy(
  directives,
  { scriptHashes = [], styleHashes = [], styleAttrHashes = [], apiBase },
) {
  /** @type {Record<string, string[]>} */
  const policy = Object.fromEntries(Object.entries(directives).map(([k, v]) => [k, [...v]]));
  policy['script-src'] = [...(policy['script-src'] ?? ["'self'"]), ...scriptHashes];
  policy['style-src'] = [...(policy['style-src'] ?? ["'self'"]), ...styleHashes];
  // Style attributes: only the exact values the HTML carries (CSSOM writes are not restricted).
  policy['style-src-attr'] = styleAttrHashes.length
    ? ["'unsafe-hashes'", ...styleAttrHashes]
    : ["'none'"];
  if (apiBase) {
    const origin = new URL(apiBase).origin;
    for (const directive of ['connect-src', 'form-action'])
      policy[directive] = [...new Set([...(policy[directive] ?? ["'self'"]), origin])];
  }
  for (const [name, values] of Object.entries(policy)) {
    if (values.some((v) => /'unsafe-eval'|'unsafe-inline'/.test(v)))
      throw new Error(`security-headers: ${name} must not allow unsafe-eval or unsafe-inline`);
  }
  return Object.entries(policy)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The _headers rules, in file order, as [{pattern, headers: [[name, value]]}]: the configured
 * headers per path, plus the computed CSP on every path ('/*').
 * @param {SecurityConfig} config
 * @param {ComputedSources} computed
 * @returns {Array<{pattern: string, headers: Array<[string, string]>}>}
 */
export function headerRules(config, computed) {
  return Object.entries(config.headers).map(([pattern, headers]) => {
    const all =
      pattern === '/*'
        ? {
            'Content-Security-Policy': contentSecurityPolicy(
              config.contentSecurityPolicy,
              computed,
            ),
            ...headers,
          }
        : headers;
    return { pattern, headers: Object.entries(all) };
  });
}

/**
 * The _headers file text: path rules with indented "Name: value" lines.
 * @param {SecurityConfig} config
 * @param {ComputedSources} computed
 */
export function headersFile(config, computed) {
  const rules = headerRules(config, computed).map(({ pattern, headers }) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Generated by scripts/build/postbuild.mjs from content/config/security-headers.json\n${rules.join('\n\n')}\n`;
}

/** @returns {SecurityConfig} */
export function readSecurityConfig(root = process.cwd()) {
  return JSON.parse(
    fs.readFileSync(path.join(root, 'content', 'config', 'security-headers.json'), 'utf8'),
  );
}

/**
 * Writes out/_headers; returns its text.
 * @param {{outDir: string, root?: string, apiBase?: string}} options
 */
export function writeHeaders({ outDir, root = process.cwd(), apiBase }) {
  const text = headersFile(readSecurityConfig(root), {
    scriptHashes: inlineScriptHashes(outDir),
    styleHashes: inlineStyleHashes(outDir, root),
    styleAttrHashes: styleAttributeHashes(outDir),
    apiBase: apiBase ? apiBase.replace(/\/+$/, '') : API_BASE_URL,
  });
  fs.writeFileSync(path.join(outDir, '_headers'), text);
  return text;
}
