// Writes out/_headers (Netlify / Cloudflare Pages format) from content/config/security-headers.json
// plus what only the post-export step knows:
// - script-src: 'self' (the island modules under /islands/) and the SHA-256 of every inline
//   script the pages keep: the loader of island pages, the speculation rules, the app's declared
//   inline scripts (lib/islands/registry.ts), the redirect stubs. No 'unsafe-inline', no
//   'unsafe-eval'. One policy for all paths, because hosts merge the values of a header when
//   several path rules match.
// - style-src: 'self' and the hashes of inline <style> blocks, including the stylesheet sonner
//   (the toaster) injects at run time when an island module carries it (runtime-styles.ts).
// - style-src-attr: 'unsafe-hashes' and the hashes of the style="" attribute values in the HTML
//   (e.g. a card's "--stagger:2"): only those exact declarations apply, no others. Styles React
//   sets from script go through the CSSOM, which CSP does not restrict.
// - connect-src: the origin of NEXT_PUBLIC_MAIL_LIST_API_BASE, where the forms and the chat post.
// - form-action: the same origin, where the forms post natively when no script runs.
// Every page is read with parse5 (html.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE_URL } from '../../lib/site-config';
import { elementsOf } from './html';
import { cspInlineScripts } from './html-scripts';
import { runtimeStyles } from './runtime-styles';

/**
 * A header set to null under a path is detached from it (the host's "! Name" line).
 * `pathPolicies`: a page of its own with its own policy (the content admin at /admin/),
 * which replaces the site's policy there (docs/host-runtime.md#the-admins-policy).
 */
export type SecurityConfig = {
  contentSecurityPolicy: Record<string, string[]>;
  pathPolicies?: Record<string, Record<string, string[]>>;
  headers: Record<string, Record<string, string | null>>;
};
export type ComputedSources = {
  scriptHashes?: string[];
  styleHashes?: string[];
  styleAttrHashes?: string[];
  apiBase?: string;
};
type HeaderLine = [string, string | null];

export function sha256Source(text: string) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const sortedHashes = (texts: Iterable<string>) => [...new Set([...texts].map(sha256Source))].sort();

/** Hash sources of every inline script (executable or speculation rules) of the pages (HTML). */
export function inlineScriptHashes(pages: string[]) {
  return sortedHashes(pages.flatMap((html) => cspInlineScripts(html).map((s) => s.content)));
}

/**
 * Hash sources of the pages' inline <style> blocks and of the CSS libraries inject at run time.
 * `pages`: page HTML; `scripts`: the island modules' source.
 */
export function inlineStyleHashes(pages: string[], scripts: string[], root = process.cwd()) {
  const css = pages.flatMap((html) => elementsOf(html, ['style']).map((style) => style.text));
  return sortedHashes([...css, ...runtimeStyles(root, scripts)]);
}

/** Hash sources of every distinct style="" attribute value of the pages (HTML). */
export function styleAttributeHashes(pages: string[]) {
  return sortedHashes(
    pages.flatMap((html) => elementsOf(html).flatMap((element) => element.attrs.style ?? [])),
  );
}

/** The Content-Security-Policy value for the configured directives plus computed sources. */
export function contentSecurityPolicy(
  directives: Record<string, string[]>,
  { scriptHashes = [], styleHashes = [], styleAttrHashes = [], apiBase }: ComputedSources,
) {
  const policy: Record<string, string[]> = Object.fromEntries(
    Object.entries(directives).map(([k, v]) => [k, [...v]]),
  );
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
 * A path's own Content-Security-Policy, as configured: never eval, never inline scripts.
 */
export function pathPolicy(directives: Record<string, string[]>) {
  for (const [name, values] of Object.entries(directives))
    if (
      values.includes("'unsafe-eval'") ||
      (name === 'script-src' && values.includes("'unsafe-inline'"))
    )
      throw new Error(`security-headers: ${name} must not allow unsafe-eval or inline scripts`);
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The _headers rules, in file order, as [{pattern, headers: [[name, value]]}]: the configured
 * headers per path, plus the computed CSP on every path ('/*'). A null value detaches the
 * header that a broader rule sets.
 */
export function headerRules(
  config: SecurityConfig,
  computed: ComputedSources,
): Array<{ pattern: string; headers: HeaderLine[] }> {
  // Hosts merge the values of a header when several rules match; a path that sets a header of
  // the '/*' rule therefore detaches that rule's value first, so its own value replaces it.
  const global = new Set(['Content-Security-Policy', ...Object.keys(config.headers['/*'] ?? {})]);
  return Object.entries(config.headers).map(([pattern, headers]) => {
    const own = config.pathPolicies?.[pattern];
    const all =
      pattern === '/*'
        ? {
            'Content-Security-Policy': contentSecurityPolicy(
              config.contentSecurityPolicy,
              computed,
            ),
            ...headers,
          }
        : { ...(own ? { 'Content-Security-Policy': pathPolicy(own) } : {}), ...headers };
    const lines = Object.entries(all).flatMap(([name, value]): HeaderLine[] =>
      pattern !== '/*' && value !== null && global.has(name)
        ? [
            [name, null],
            [name, value],
          ]
        : [[name, value]],
    );
    return { pattern, headers: lines };
  });
}

/**
 * The longest header value Cloudflare Pages applies from _headers: a longer one is dropped
 * without a word, and the site would be served with no Content-Security-Policy at all.
 */
export const HEADER_VALUE_LIMIT = 2000;

/**
 * The _headers file text: path rules with indented "Name: value" lines.
 */
export function headersFile(config: SecurityConfig, computed: ComputedSources) {
  for (const { pattern, headers } of headerRules(config, computed))
    for (const [name, value] of headers)
      if (value && value.length > HEADER_VALUE_LIMIT)
        throw new Error(
          `security-headers: ${name} for ${pattern} is ${value.length} characters; the host drops a value over ${HEADER_VALUE_LIMIT} (docs/host-runtime.md#header-length): replace distinct style="" values with classes`,
        );
  const rules = headerRules(config, computed).map(({ pattern, headers }) =>
    [
      pattern,
      ...headers.map(([name, value]) => (value === null ? `  ! ${name}` : `  ${name}: ${value}`)),
    ].join('\n'),
  );
  return `# Generated by scripts/postexport/main.ts from content/config/security-headers.json\n${rules.join('\n\n')}\n`;
}

export function readSecurityConfig(root = process.cwd()): SecurityConfig {
  return JSON.parse(
    fs.readFileSync(path.join(root, 'content', 'config', 'security-headers.json'), 'utf8'),
  );
}

/**
 * The text of out/_headers for the pages and island modules the step writes.
 */
export function headersFor({
  pages,
  scripts,
  root = process.cwd(),
  apiBase,
}: {
  pages: string[];
  scripts: string[];
  root?: string;
  apiBase?: string;
}) {
  return headersFile(readSecurityConfig(root), {
    scriptHashes: inlineScriptHashes(pages),
    styleHashes: inlineStyleHashes(pages, scripts, root),
    styleAttrHashes: styleAttributeHashes(pages),
    apiBase: apiBase ? apiBase.replace(/\/+$/, '') : API_BASE_URL,
  });
}
