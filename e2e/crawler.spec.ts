import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { site } from '../lib/site';
import { elementsOf } from '../scripts/postexport/public';
import { builtPagePaths, htmlFileFor, OUT_DIR, readOut } from './helpers/out-files';

/** What a crawler reads from one page of out/. */
interface CrawledPage {
  route: string;
  title: string;
  description: string | null;
  h1Count: number;
  canonicals: string[];
  ogImages: string[];
  noindex: boolean;
  jsonLd: unknown[];
  jsonLdErrors: string[];
}

/**
 * Pages are read with the build's HTML parser (parse5), so attribute values and text come back
 * with their character references decoded, as a crawler sees them.
 */
function crawl(route: string): CrawledPage {
  const elements = elementsOf(fs.readFileSync(htmlFileFor(route)!, 'utf8'));
  const named = (name: string) => elements.filter((element) => element.name === name);
  const metaContent = (attr: 'name' | 'property', key: string) =>
    named('meta')
      .filter((meta) => meta.attrs[attr]?.toLowerCase() === key)
      .map((meta) => meta.attrs.content ?? '');
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  for (const script of named('script').filter((s) => s.attrs.type === 'application/ld+json')) {
    try {
      jsonLd.push(JSON.parse(script.text));
    } catch (error) {
      jsonLdErrors.push(String(error));
    }
  }
  return {
    route,
    title: named('title')[0]?.text ?? '',
    description: metaContent('name', 'description')[0] ?? null,
    h1Count: named('h1').length,
    canonicals: named('link')
      .filter((link) => link.attrs.rel === 'canonical')
      .map((link) => link.attrs.href ?? ''),
    ogImages: metaContent('property', 'og:image'),
    noindex: metaContent('name', 'robots').some((v) => /noindex/i.test(v)),
    jsonLd,
    jsonLdErrors,
  };
}

/** Top-level JSON-LD node types of a page (arrays and @graph flattened). */
function jsonLdTypes(blocks: unknown[]): string[] {
  const nodes = blocks.flatMap((block) => (Array.isArray(block) ? block : [block]));
  const withGraph = nodes.flatMap((node) => {
    const graph = (node as { '@graph'?: unknown[] })['@graph'];
    return Array.isArray(graph) ? [node, ...graph] : [node];
  });
  return withGraph.flatMap((node) => {
    const type = (node as { '@type'?: string | string[] })['@type'];
    return type === undefined ? [] : Array.isArray(type) ? type : [type];
  });
}

/**
 * JSON-LD a page must carry, derived from its path: each inner list names alternatives, one of
 * which must be present.
 */
function expectedJsonLd(route: string): string[][] {
  if (route === '/') return [['Organization'], ['WebSite']];
  const expected: string[][] = [['BreadcrumbList']];
  if (/^\/blog\/[^/]+$/.test(route)) expected.push(['BlogPosting']);
  if (/^\/services\/[^/]+$/.test(route)) expected.push(['Service']);
  if (/^\/products\/[^/]+$/.test(route)) expected.push(['SoftwareApplication', 'Product']);
  if (route === '/contact') expected.push(['ContactPage']);
  if (/^\/case-studies\/[^/]+$/.test(route)) expected.push(['Article', 'CreativeWork']);
  return expected;
}

/** Site path of an absolute URL on our origin, or null for another origin. */
function sitePath(url: string): string | null {
  if (!url.startsWith(site.url)) return null;
  const rest = url.slice(site.url.length);
  return rest === '' ? '/' : rest.startsWith('/') ? rest : null;
}

const isRedirectStub = (file: string) =>
  /<meta http-equiv="refresh"/i.test(fs.readFileSync(file, 'utf8'));

/** The page a site path resolves to in out/, not counting redirect stubs. */
function resolvesToPage(pathname: string): boolean {
  const file = htmlFileFor(pathname.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1'));
  return file !== null && !isRedirectStub(file);
}

const pages = builtPagePaths().map(crawl);

test.describe('crawler view of every page in out/', () => {
  test('titles are unique and under 60 characters', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { route, title } of pages) {
      if (!title) problems.push(`${route}: no <title>`);
      if (title.length >= 60) problems.push(`${route}: title is ${title.length} chars: ${title}`);
      if (seen.has(title)) problems.push(`${route}: same title as ${seen.get(title)}`);
      seen.set(title, route);
    }
    expect(problems).toEqual([]);
  });

  test('descriptions exist and are under 160 characters', () => {
    const problems = pages
      .filter(({ description }) => !description || description.length >= 160)
      .map(({ route, description }) => `${route}: ${description?.length ?? 'no'} chars`);
    expect(problems).toEqual([]);
  });

  test('every page has exactly one h1', () => {
    const problems = pages
      .filter(({ h1Count }) => h1Count !== 1)
      .map(({ route, h1Count }) => `${route}: ${h1Count} h1`);
    expect(problems).toEqual([]);
  });

  test('one canonical link per page, resolving to a page in out/', () => {
    const problems: string[] = [];
    for (const { route, canonicals } of pages) {
      if (canonicals.length !== 1) {
        problems.push(`${route}: ${canonicals.length} canonical links`);
        continue;
      }
      const target = sitePath(canonicals[0]!);
      if (target === null) problems.push(`${route}: canonical ${canonicals[0]} is off-site`);
      else if (!resolvesToPage(target)) problems.push(`${route}: canonical ${target} is no page`);
    }
    expect(problems).toEqual([]);
  });

  test('JSON-LD parses and carries the types of the page kind', () => {
    const problems: string[] = [];
    for (const { route, jsonLd, jsonLdErrors } of pages) {
      for (const error of jsonLdErrors) problems.push(`${route}: JSON-LD does not parse: ${error}`);
      const types = jsonLdTypes(jsonLd);
      for (const alternatives of expectedJsonLd(route)) {
        if (!alternatives.some((type) => types.includes(type)))
          problems.push(`${route}: no ${alternatives.join(' or ')} (has ${types.join(', ')})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the Open Graph image exists in out/', () => {
    const problems: string[] = [];
    for (const { route, ogImages } of pages) {
      if (ogImages.length === 0) problems.push(`${route}: no og:image`);
      for (const image of ogImages) {
        const target = sitePath(image);
        const file = target && path.join(OUT_DIR, decodeURIComponent(target.split('?')[0]!));
        if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile())
          problems.push(`${route}: og:image ${image} is not a file in out/`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe('sitemap', () => {
  const locs = elementsOf(readOut('sitemap.xml'), ['loc']).map((loc) => loc.text.trim());

  test('every sitemap URL resolves to an indexable page', () => {
    expect(locs.length).toBeGreaterThan(0);
    const byRoute = new Map(pages.map((p) => [p.route, p]));
    const problems: string[] = [];
    for (const loc of locs) {
      const target = sitePath(loc);
      if (target === null) problems.push(`${loc}: not on ${site.url}`);
      else if (!resolvesToPage(target)) problems.push(`${loc}: no page in out/`);
      else if (byRoute.get(target)?.noindex) problems.push(`${loc}: page is noindex`);
    }
    expect(problems).toEqual([]);
  });

  test('every indexable page is in the sitemap', () => {
    const listed = new Set(locs.map(sitePath));
    const missing = pages
      .filter(({ noindex }) => !noindex)
      .map(({ route }) => route)
      .filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
  });
});
