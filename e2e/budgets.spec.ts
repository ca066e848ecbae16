import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import budgets from '../budgets.json';
import { isRasterised } from '../lib/images/raster';
import { site } from '../lib/site';
import { APP_INLINE_SCRIPTS } from '../lib/islands/registry';
import { filesUnder } from '../lib/utils/files-under';
import { attr, executableScripts, gzipSize, pageWeight } from '../scripts/postexport/public';
import { islandPages, onePerSection, zeroJsPages } from './helpers/islands';
import { builtPagePaths, htmlFileFor, OUT_DIR } from './helpers/out-files';

/** Every page the export serves, the not-found page included. */
const pages = [...builtPagePaths(), '/404'];
const html = (route: string) => fs.readFileSync(htmlFileFor(route)!, 'utf8');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe('budgets (built files, gzipped bytes)', () => {
  test('island-free pages load zero scripts (the app may declare small inline ones)', () => {
    for (const route of zeroJsPages()) {
      expect(pageWeight(html(route), OUT_DIR).scripts, route).toEqual([]);
      const undeclared = executableScripts(html(route)).filter(
        (script) => script.src || !APP_INLINE_SCRIPTS.has(script.content),
      );
      expect(undeclared, route).toEqual([]);
    }
  });

  test('island pages stay within their JavaScript budget, and load none of it with the page', () => {
    const over: string[] = [];
    for (const route of islandPages()) {
      const budget =
        (budgets.firstLoadJs.pages as Record<string, number>)[route] ??
        budgets.firstLoadJs.islandPageDefault;
      const { js, jsBeforeIntent } = pageWeight(html(route), OUT_DIR);
      if (js > budget) over.push(`${route}: ${kb(js)} > budget ${kb(budget)}`);
      // The islands wait for the visitor's first intent (docs/islands.md#the-loader).
      if (jsBeforeIntent > 0) over.push(`${route}: ${kb(jsBeforeIntent)} loaded with the page`);
    }
    expect(over).toEqual([]);
  });

  test('the inline loader of island pages stays within its budget', () => {
    for (const route of islandPages()) {
      const loader = executableScripts(html(route)).filter(
        (script) => !APP_INLINE_SCRIPTS.has(script.content),
      );
      expect(loader, route).toHaveLength(1);
      const bytes = gzipSize(loader[0]!.content, true);
      expect(bytes, `${route}: inline loader ${kb(bytes)}`).toBeLessThanOrEqual(
        budgets.inlineLoader,
      );
    }
  });

  test('every page stays within the CSS and HTML budgets', () => {
    const over: string[] = [];
    for (const route of pages) {
      const { css, html: htmlBytes } = pageWeight(html(route), OUT_DIR);
      if (css > budgets.cssPerPage) over.push(`${route}: CSS ${kb(css)}`);
      if (htmlBytes > budgets.htmlPerPage) over.push(`${route}: HTML ${kb(htmlBytes)}`);
    }
    expect(over).toEqual([]);
  });

  test('every <img> has numeric width and height', () => {
    const missing: string[] = [];
    for (const route of pages) {
      for (const [tag] of html(route).matchAll(/<img\b[^>]*>/gi)) {
        if (!/\swidth="\d+"/i.test(tag) || !/\sheight="\d+"/i.test(tag))
          missing.push(`${route}: ${tag.slice(0, 120)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('illustrations ship as AVIF with a WebP fallback at several widths, every file named exists', () => {
    const problems: string[] = [];
    let illustrations = 0;
    const files = (tag: string) => [
      ...(attr(tag, 'src') ? [attr(tag, 'src')!] : []),
      ...(attr(tag, 'srcSet')
        ?.split(',')
        .map((c) => c.trim().split(/\s+/)[0]!) ?? []),
    ];
    for (const route of pages) {
      const source = html(route);
      for (const [tag] of source.matchAll(/<(img|source)\b[^>]*>/gi)) {
        for (const file of files(tag))
          if (!fs.existsSync(path.join(OUT_DIR, file))) problems.push(`${route}: ${file} missing`);
      }
      // An illustration is a <picture>: an AVIF <source> with sizes, then a WebP <img>.
      const pictures = [...source.matchAll(/<picture\b[^>]*>(.*?)<\/picture>/gis)].map(
        (m) => m[1]!,
      );
      for (const inner of pictures) {
        illustrations += 1;
        const avif = /<source\b[^>]*>/i.exec(inner)?.[0] ?? '';
        const img = /<img\b[^>]*>/i.exec(inner)?.[0] ?? '';
        if (attr(avif, 'type') !== 'image/avif' || !/\.avif 1600w/.test(attr(avif, 'srcSet') ?? ''))
          problems.push(`${route}: picture without an AVIF source set: ${avif.slice(0, 120)}`);
        if (!attr(img, 'src')?.endsWith('.webp') || !/\.webp 480w/.test(attr(img, 'srcSet') ?? ''))
          problems.push(`${route}: picture without a WebP fallback: ${img.slice(0, 120)}`);
        if (!attr(avif, 'sizes') || attr(avif, 'sizes') !== attr(img, 'sizes'))
          problems.push(`${route}: picture whose source and img sizes differ`);
      }
      // Any other <img> is a vector wordmark, kept as SVG on purpose (lib/images/raster.ts).
      const outside = source.replace(/<picture\b.*?<\/picture>/gis, '');
      for (const [tag] of outside.matchAll(/<img\b[^>]*>/gi)) {
        const src = attr(tag, 'src') ?? '';
        if (!src.endsWith('.svg') || isRasterised(src))
          problems.push(`${route}: ${src} is neither a wordmark nor a <picture>`);
      }
    }
    expect(problems).toEqual([]);
    expect(illustrations).toBeGreaterThan(0);
  });

  test('a page whose hero is an illustration preloads it, AVIF first, at high priority', () => {
    const problems: string[] = [];
    let heroes = 0;
    for (const route of pages) {
      const source = html(route);
      const hero =
        /<picture\b[^>]*>\s*<source\b[^>]*>\s*<img\b[^>]*fetchPriority="high"[^>]*>/i.exec(source);
      if (!hero) continue;
      heroes += 1;
      const avifSet = /<source\b[^>]*\ssrcSet="([^"]+)"/i.exec(hero[0])![1]!;
      const head = source.slice(0, source.indexOf('</head>'));
      const preload = [...head.matchAll(/<link\b[^>]*rel="preload"[^>]*>/gi)]
        .map((m) => m[0])
        .find((tag) => tag.includes(`imageSrcSet="${avifSet}"`));
      if (!preload) problems.push(`${route}: hero not preloaded`);
      else if (!/type="image\/avif"/.test(preload) || !/fetchPriority="high"/.test(preload))
        problems.push(`${route}: hero preload lacks type or priority: ${preload.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    // Every article and case study has one.
    expect(heroes).toBeGreaterThan(10);
  });

  test('nothing is fetched from another origin (scripts, styles, images, fonts, frames)', () => {
    const ownOrigin = new URL(site.url).origin;
    const foreign = (url: string) =>
      /^(https?:)?\/\//i.test(url) && new URL(url, ownOrigin).origin !== ownOrigin;
    const problems: string[] = [];
    const check = (where: string, url: string) => {
      if (foreign(url.trim())) problems.push(`${where}: ${url}`);
    };
    const fetchedAttrs =
      /<(script|img|source|video|audio|iframe|embed|track|input|image|use)\b[^>]*?\s(src|srcset|poster|data|href|xlink:href)="([^"]*)"/gi;
    for (const route of pages) {
      const source = html(route);
      for (const match of source.matchAll(fetchedAttrs)) {
        for (const candidate of match[3]!.split(','))
          check(route, candidate.trim().split(/\s+/)[0]!);
      }
      for (const [tag] of source.matchAll(/<link\b[^>]*>/gi)) {
        const rel = /\srel="([^"]*)"/i.exec(tag)?.[1] ?? '';
        const href = /\shref="([^"]*)"/i.exec(tag)?.[1] ?? '';
        // canonical, alternate and similar links name URLs; they do not fetch them.
        if (
          /stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|manifest/i.test(
            rel,
          )
        )
          check(route, href);
      }
      for (const match of source.matchAll(/url\(\s*['"]?([^'")]+)/gi)) check(route, match[1]!);
    }
    const cssDir = path.join(OUT_DIR, '_next', 'static');
    for (const file of filesUnder(cssDir).filter((file) => file.endsWith('.css'))) {
      const css = fs.readFileSync(file, 'utf8');
      for (const match of css.matchAll(/url\(\s*['"]?([^'")]+)/gi))
        check(path.basename(file), match[1]!);
      for (const match of css.matchAll(/@import\s+(?:url\()?['"]?([^'")\s;]+)/gi))
        check(path.basename(file), match[1]!);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('images above the fold', () => {
  for (const route of onePerSection(pages)) {
    test(`${route}: no image in the first viewport is lazy-loaded`, async ({ page }) => {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(route);
        const lazyAboveFold = await page.evaluate(() =>
          [...document.querySelectorAll('img')]
            .filter((img) => {
              const rect = img.getBoundingClientRect();
              return rect.width > 0 && rect.top < window.innerHeight && rect.bottom > 0;
            })
            .filter((img) => img.loading === 'lazy')
            .map((img) => img.currentSrc || img.src),
        );
        expect(lazyAboveFold, `${route} at ${viewport.width} px`).toEqual([]);
      }
    });
  }
});
