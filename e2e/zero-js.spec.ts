import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { NOT_FOUND_LOG_SCRIPT } from '../components/layout/not-found-logger';
import { blogCategories } from '../lib/content/blog-pages';
import { ISLAND_MODULES_ID, ISLAND_PROPS_ATTR, ISLANDS_PATH } from '../lib/islands/contract';
import { APP_INLINE_SCRIPTS, ISLANDS } from '../lib/islands/registry';
import { filesUnder } from '../lib/utils/files-under';
import {
  elementsOf,
  executableScripts,
  exportedPages,
  islandScripts,
  linksOf,
  scriptsOf,
  SPECULATION_RULES_TAG,
} from '../scripts/postexport/public';
import { islandMarkers, islandPages, onePerSection, zeroJsPages } from './helpers/islands';
import { holdRuntime, hydrateIslands, isHydrated } from './helpers/hydration';
import { builtPagePaths, htmlFileFor, OUT_DIR, readOut } from './helpers/out-files';

const html = (route: string) => fs.readFileSync(htmlFileFor(route)!, 'utf8');

/** Every file under out/, relative to it. */
const outFiles = () => filesUnder(OUT_DIR).map((file) => path.relative(OUT_DIR, file));

/** The inline loader: the one executable script of an island page that the app does not declare. */
const loaderOf = (source: string) =>
  executableScripts(source).filter((script) => !APP_INLINE_SCRIPTS.has(script.content));

test.describe('the export keeps nothing of Next client runtime (files)', () => {
  test('no page references a script under /_next/, nor an RSC payload', () => {
    for (const { file, route } of exportedPages(OUT_DIR)) {
      const source = fs.readFileSync(file, 'utf8');
      expect(source, route).not.toMatch(/\/_next\/[^"'\s<>]*\.js\b/);
      expect(source, route).not.toContain('self.__next_f');
      expect(
        linksOf(source).filter((link) => link.as === 'script'),
        route,
      ).toEqual([]);
    }
  });

  test('out/ holds no RSC payload (.txt beside a page) and no script of Next', () => {
    const files = outFiles();
    const pages = new Set(files.filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -5)));
    const payloads = files.filter(
      (f) =>
        f.endsWith('.txt') && (pages.has(f.slice(0, -4)) || path.basename(f).startsWith('__next.')),
    );
    expect(payloads).toEqual([]);
    expect(files.filter((f) => f.startsWith('_next/') && /\.js$/.test(f))).toEqual([]);
  });

  test('every island marker names an island of the registry and carries its props', () => {
    for (const route of islandPages())
      for (const element of elementsOf(html(route)))
        if (element.attrs['data-island'] !== undefined) {
          expect(Object.keys(ISLANDS), route).toContain(element.attrs['data-island']);
          expect(() => JSON.parse(element.attrs[ISLAND_PROPS_ATTR] ?? ''), route).not.toThrow();
        }
    expect(islandPages().length).toBeGreaterThan(0);
  });

  for (const route of zeroJsPages()) {
    test(`${route} runs no script but the app's declared inline ones, beside data blocks`, () => {
      const source = html(route);
      const undeclared = executableScripts(source).filter(
        (s) => s.src || !APP_INLINE_SCRIPTS.has(s.content),
      );
      expect(undeclared.map((s) => s.tag.slice(0, 100))).toEqual([]);
      for (const script of scriptsOf(source).filter((s) => !s.executable))
        expect(['application/ld+json', 'speculationrules']).toContain(script.type);
    });
  }

  for (const route of islandPages()) {
    test(`${route} runs only the loader with the page, which lists its island modules`, () => {
      const source = html(route);
      expect(executableScripts(source).filter((s) => s.src)).toEqual([]);
      const loader = loaderOf(source);
      expect(loader).toHaveLength(1);
      // The same loader on every island page: one hash in the CSP.
      expect(loader[0]!.content).toBe(loaderOf(html(islandPages()[0]!))[0]!.content);
      const block = scriptsOf(source).find((s) => s.id === ISLAND_MODULES_ID)!;
      expect(Object.keys(JSON.parse(block.content)).sort()).toEqual(islandMarkers(route));
      const files = islandScripts(source);
      expect(files.length).toBeGreaterThan(0);
      for (const src of files) {
        expect(src.startsWith(`${ISLANDS_PATH}/`), src).toBe(true);
        expect(fs.existsSync(`${OUT_DIR}${src}`), src).toBe(true);
      }
    });
  }

  test('the not-found page runs its inline path logger, and no script that is not declared', () => {
    const scripts = executableScripts(readOut('404.html')).map((s) => s.content);
    expect(scripts).toContain(NOT_FOUND_LOG_SCRIPT);
    expect(scripts.filter((content) => !APP_INLINE_SCRIPTS.has(content))).toEqual([]);
  });

  test('every page and the not-found page carry the speculation rules once', () => {
    for (const route of builtPagePaths()) {
      expect(html(route).split(SPECULATION_RULES_TAG).length - 1, route).toBe(1);
    }
    expect(readOut('404.html')).toContain(SPECULATION_RULES_TAG);
  });
});

/** Opens the Services mega-menu, follows its first link and checks the browser went there. */
async function followMegaMenuLink(page: Page) {
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: 'Services',
  });
  await trigger.click();
  const panel = page.locator('#menu-services');
  await expect(panel).toBeVisible();
  const link = panel.getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\//);
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
}

async function followMobileMenuLink(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await menu.getByText('Technologies', { exact: true }).click();
  const link = menu.getByRole('link', { name: 'React', exact: true });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
  test.describe(`island-free pages ${mode}`, () => {
    test.use({ javaScriptEnabled });

    // One page per section, one after another in one browser page (each test of its own cost a
    // fresh browser context per page: docs/testing.md#the-time-budget).
    test('one page of each section: the mega-menu opens and its links navigate', async ({
      page,
    }) => {
      const routes = onePerSection(zeroJsPages());
      test.setTimeout(30_000 + routes.length * 10_000);
      for (const route of routes)
        await test.step(route, async () => {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
          await followMegaMenuLink(page);
        });
    });

    const first = zeroJsPages()[0];
    if (first) {
      test(`${first}: the mobile menu opens, expands and navigates`, async ({ browser }) => {
        const context = await browser.newContext({
          javaScriptEnabled,
          viewport: { width: 390, height: 844 },
        });
        const page = await context.newPage();
        await page.goto(first);
        await followMobileMenuLink(page);
        await context.close();
      });
    }

    test('the logo and footer links lead to their pages', async ({ page }) => {
      const start = zeroJsPages().find((route) => route !== '/') ?? '/';
      await page.goto(start);
      await page.getByRole('link', { name: /home$/i }).first().click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      const footerLink = page.locator('footer a[href^="/"]').first();
      const href = await footerLink.getAttribute('href');
      await footerLink.click();
      await expect(page).toHaveURL((url) => url.pathname === href);
    });
  });
}

test.describe('island pages: hydration at idle after the load event', () => {
  for (const route of islandPages()) {
    test(`${route} fetches and runs its island modules only after the load event, without any input`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route, { waitUntil: 'load' });
      const scriptsFetched = () =>
        page.evaluate(() => {
          const navigation = performance.getEntriesByType(
            'navigation',
          )[0] as PerformanceNavigationTiming;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => /^\/islands\/.*\.js$/.test(new URL(entry.name).pathname));
          return {
            early: scripts.filter((e) => e.startTime < navigation.loadEventEnd).map((e) => e.name),
            later: scripts.length,
          };
        });
      // Nothing with the page; once it has loaded and the browser is idle, every island
      // hydrates with no input from the visitor.
      await hydrateIslands(page);
      expect((await scriptsFetched()).later).toBeGreaterThan(0);
      expect((await scriptsFetched()).early).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a filtered URL shows its answer once the island is live', async ({ page }) => {
    await page.goto('/blog?category=web-development');
    await expect(
      page.getByRole('button', { name: 'Web Development', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  });

  test('what is typed before hydration is kept, and React takes it over', async ({ page }) => {
    const release = await holdRuntime(page);
    await page.goto('/blog', { waitUntil: 'load' });
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('flutter');
    expect(await isHydrated(page)).toBe(false);
    release();
    await hydrateIslands(page);
    await expect(search).toHaveValue('flutter');
    await expect(page).toHaveURL(/[?&]q=flutter/);
    await expect(page.getByText(/^Showing \d+ of \d+ articles$/)).toBeVisible();
  });

  test('a category tap before the island is live follows the link to the category page', async ({
    page,
  }) => {
    await holdRuntime(page);
    await page.goto('/blog', { waitUntil: 'load' });
    const category = blogCategories().find((c) => c.posts.length > 0)!;
    const link = page.locator('#articles').getByRole('link', { name: category.name, exact: true });
    expect(await isHydrated(page)).toBe(false);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === category.path);
    await expect(
      page.locator('#articles').getByRole('link', { name: category.name, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

/** Follows a visible link to `href` when the page has one, else loads it like a typed URL. */
async function goVia(page: Page, href: string) {
  const link = page.locator(`a[href="${href}"]:visible`).first();
  if (await link.count()) await link.click();
  else await page.goto(href);
  await expect(page).toHaveURL((url) => url.pathname === href);
}

test.describe('navigation between island-free and island pages', () => {
  const island = islandPages()[0];
  const plain = zeroJsPages()[0];
  if (island && plain) {
    test(`${plain} -> ${island} -> ${plain}, then back and forward`, async ({ page }) => {
      await page.goto(plain);
      expect(await isHydrated(page)).toBe(false);
      await goVia(page, island);
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      await goVia(page, plain);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await isHydrated(page)).toBe(false);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === island);
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      await page.goForward();
      await expect(page).toHaveURL((url) => url.pathname === plain);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('speculation rules', () => {
  const from = zeroJsPages()[0];
  const targets = builtPagePaths().filter((route) => route !== from);
  if (from && targets.length) {
    test('hovering a link prefetches the page, so the navigation is served from the prefetch', async ({
      page,
    }) => {
      await page.goto(from);
      expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
      const link = page.locator(targets.map((t) => `a[href="${t}"]:visible`).join(', ')).first();
      const href = await link.getAttribute('href');
      await link.hover();
      await page.waitForTimeout(1000);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      const deliveryType = await page.evaluate(
        () =>
          (
            performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
              deliveryType?: string;
            }
          ).deliveryType,
      );
      expect(deliveryType).toBe('navigational-prefetch');
    });
  }
});
