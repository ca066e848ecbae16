import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { NOT_FOUND_LOG_SCRIPT } from '../components/layout/not-found-logger';
import { LEAD_SOURCE_RECORDER_SCRIPT } from '../lib/mail-list/lead-source-recorder.mjs';
import { DEFERRED_SCRIPTS_ID } from '../lib/islands/handoff.mjs';
import {
  deferredFlight,
  deferredScripts,
  executableScripts,
  rscPayloadFiles,
  scriptsOf,
  SPECULATION_RULES_TAG,
} from '../scripts/build/public.mjs';
import { ISLANDS } from '../lib/islands/registry.mjs';
import {
  islandManifest,
  islandMarkers,
  islandPages,
  onePerSection,
  zeroJsPages,
} from './helpers/islands';
import { holdRuntime, hydrateIslands, isHydrated, showIntent } from './helpers/hydration';
import { builtPagePaths, htmlFileFor, OUT_DIR, readOut } from './helpers/out-files';

const html = (route: string) => fs.readFileSync(htmlFileFor(route)!, 'utf8');

/**
 * A page's executable scripts besides the landing-page recorder, which every page carries
 * (docs/lead-capture.md#the-landing-page-recorder); it must be there exactly once.
 */
function scriptsBesideRecorder(source: string) {
  const scripts = executableScripts(source);
  const recorders = scripts.filter((s) => s.content === LEAD_SOURCE_RECORDER_SCRIPT && !s.src);
  expect(recorders).toHaveLength(1);
  return scripts.filter((s) => !recorders.includes(s));
}

test.describe('zero-JS export (files)', () => {
  // The island pages below come from the data-island markers in the built HTML, not from the
  // pipeline: a page the pipeline wrongly stripped still carries its markers and fails there.
  test('the pipeline kept JavaScript on exactly the pages whose HTML marks an island', () => {
    const { pages } = islandManifest();
    for (const route of builtPagePaths()) {
      expect(pages[route]?.keepsJs, route).toBe(islandMarkers(route).length > 0);
      expect(pages[route]?.islands, route).toEqual(islandMarkers(route));
    }
    expect(islandPages().length).toBeGreaterThan(0);
  });

  test('every island marker names an island of the registry', () => {
    for (const route of islandPages())
      for (const name of islandMarkers(route)) expect(Object.keys(ISLANDS), route).toContain(name);
  });

  for (const route of zeroJsPages()) {
    test(`${route} contains no executable script, only data blocks`, () => {
      const source = html(route);
      expect(scriptsBesideRecorder(source).map((s) => s.tag.slice(0, 100))).toEqual([]);
      expect(source).not.toContain('__next_f');
      expect(source).not.toMatch(/<link[^>]+as="script"/);
      for (const script of scriptsOf(source).filter(
        (s) => s.content !== LEAD_SOURCE_RECORDER_SCRIPT,
      ))
        expect(['application/ld+json', 'speculationrules']).toContain(script.type);
      // No router will ask for the RSC payload files either.
      expect(rscPayloadFiles(OUT_DIR, htmlFileFor(route)!)).toEqual([]);
    });
  }

  for (const route of islandPages()) {
    test(`${route} keeps the runtime for its islands, loaded on intent rather than with the page`, () => {
      const source = html(route);
      // The RSC payload is kept out of the HTML, in the file the loader fetches on intent.
      expect(source).not.toContain('self.__next_f.push(');
      const flight = deferredFlight(source);
      expect(flight).toMatch(/^\/_next\/static\/flight\/[0-9a-f]+\.json$/);
      const rows = JSON.parse(fs.readFileSync(`${OUT_DIR}${flight}`, 'utf8')) as unknown[];
      expect(rows.length).toBeGreaterThan(1);
      expect(rscPayloadFiles(OUT_DIR, htmlFileFor(route)!).length).toBeGreaterThan(0);
      // No framework script or script preload is fetched with the page...
      expect(scriptsBesideRecorder(source).filter((s) => s.src)).toEqual([]);
      expect(source).not.toMatch(/<link[^>]+as="script"/);
      // ...the loader lists them, and they exist.
      // The one script that runs with the page is the loader. (Compared by name: the test
      // runner transpiles the module the loader is serialised from.)
      const inline = scriptsBesideRecorder(source);
      expect(inline).toHaveLength(1);
      expect(inline[0]!.content).toMatch(/^\(function intentLoader\(/);
      expect(inline[0]!.content).toContain(JSON.stringify(DEFERRED_SCRIPTS_ID));
      const deferred = deferredScripts(source);
      expect(deferred.length).toBeGreaterThan(0);
      for (const src of deferred) expect(fs.existsSync(`${OUT_DIR}${src}`), src).toBe(true);
    });
  }

  test('the not-found page runs only its inline path logger', () => {
    const source = readOut('404.html');
    expect(scriptsBesideRecorder(source).map((s) => s.content)).toEqual([NOT_FOUND_LOG_SCRIPT]);
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

    for (const route of onePerSection(zeroJsPages())) {
      test(`${route}: the mega-menu opens and its links navigate`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await followMegaMenuLink(page);
      });
    }

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

test.describe('island pages: hydration on intent', () => {
  for (const route of islandPages()) {
    test(`${route} fetches its runtime after the load event, runs it only when the visitor acts`, async ({
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
            .filter((entry) => /\/_next\/static\/.*\.js$/.test(new URL(entry.name).pathname));
          return {
            early: scripts.filter((e) => e.startTime < navigation.loadEventEnd).map((e) => e.name),
            later: scripts.length,
          };
        });
      // Nothing with the page; prefetched once it has loaded (PREFETCH_DELAY_MS after the load
      // event, when the browser is idle); not run yet.
      await expect
        .poll(async () => (await scriptsFetched()).later, { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect((await scriptsFetched()).early).toEqual([]);
      expect(await isHydrated(page)).toBe(false);

      await showIntent(page);
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      await hydrateIslands(page);
      expect(errors).toEqual([]);
    });
  }

  test('a query string hydrates at once (the blog filter keeps its state in the URL)', async ({
    page,
  }) => {
    await page.goto('/blog?category=web-development');
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(
      page.getByRole('button', { name: 'Web Development', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('keyboard only: what is typed before hydration is kept, and Enter is replayed', async ({
    page,
  }) => {
    const release = await holdRuntime(page);
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    // Focus and type through the DOM (no intent events), so the island is still static HTML.
    await search.evaluate((input: HTMLInputElement) => {
      input.value = 'flutter';
    });
    expect(await isHydrated(page)).toBe(false);
    await search.focus();
    await search.press('Enter');
    release();
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await expect(search).toHaveValue('flutter');
    await expect(page).toHaveURL(/[?&]q=flutter/);
    await expect(page.getByText(/^Showing \d+ of \d+ articles$/)).toBeVisible();
  });

  test('a category tap before the island hydrated is answered at once and kept by React', async ({
    page,
  }) => {
    const release = await holdRuntime(page);
    await page.goto('/blog');
    // Before hydration the category controls are links; the loader filters in place.
    const link = page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link');
    const name = (await link.nth(1).textContent())!;
    expect(await isHydrated(page)).toBe(false);
    await link.nth(1).click();
    await expect(page).toHaveURL(/[?&]category=/);
    release();
    await expect(
      page
        .getByRole('group', { name: 'Filter by category' })
        .getByRole('button', { name, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
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
      await showIntent(page);
      await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
      await goVia(page, plain);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await isHydrated(page)).toBe(false);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === island);
      await showIntent(page);
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
