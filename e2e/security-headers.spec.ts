import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { cspInlineScripts, exportedPages, sha256Source } from '../scripts/postexport/public';
import { API_BASE_URL } from '../lib/site-config';
import chat from '../content/chat.json';
import { servedCsp, watchCsp } from './helpers/csp';
import { islandPages } from './helpers/islands';
import { OUT_DIR, readOut } from './helpers/out-files';

// The policy as the host's runtime (the Worker's assets under wrangler dev) applies out/_headers to the home page;
// every other path must get the same one.
let csp = '';
test.beforeAll(async ({ playwright }) => {
  csp = await servedCsp(playwright, test.info().project.use.baseURL!);
  expect(csp, 'the host sends a Content-Security-Policy').not.toBe('');
});
const directive = (name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

test.describe('_headers (generated at build)', () => {
  test('the CSP never allows eval or inline code, and forbids framing', () => {
    // 'wasm-unsafe-eval' (Pagefind's WebAssembly on /search) is not JavaScript eval.
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('img-src')).toEqual(["'self'", 'data:']);
    // The forms post to their own origin unless the build names another API base.
    const api = API_BASE_URL ? [new URL(API_BASE_URL).origin] : [];
    expect(directive('connect-src')).toEqual(["'self'", ...api]);
    // Without JavaScript the forms post natively to the same endpoint.
    expect(directive('form-action')).toEqual(["'self'", ...api]);
  });

  test('every inline script in out/ is allowed by its hash, and nothing else is', () => {
    const needed = new Set<string>();
    for (const { file } of exportedPages(OUT_DIR))
      for (const script of cspInlineScripts(fs.readFileSync(file, 'utf8')))
        needed.add(sha256Source(script.content));
    const allowed = directive('script-src').filter((source) => source.startsWith("'sha256-"));
    expect([...needed].sort()).toEqual([...allowed].sort());
  });

  test('the server sends the security headers, and caches hashed assets for a year', async ({
    request,
  }) => {
    const home = await request.get('/');
    expect(home.headers()['content-security-policy']).toBe(csp);
    expect(home.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(home.headers()['x-content-type-options']).toBe('nosniff');
    expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers()['permissions-policy']).toContain('camera=()');
    expect(home.headers()['cache-control'] ?? '').not.toContain('immutable');
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toBe(csp);
    const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(readOut('index.html'))![1]!;
    const asset = await request.get(stylesheet);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // An island module is a script, never a document: no document policies on each of them.
    const islandModule = /"(\/islands\/[^"]+\.js)"/.exec(readOut('index.html'))?.[1];
    const script = await request.get(islandModule ?? '/islands/missing.js');
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    expect(script.headers()['content-security-policy']).toBeUndefined();
    expect(script.headers()['permissions-policy']).toBeUndefined();
  });
});

test.describe('island pages under the Content-Security-Policy', () => {
  for (const route of islandPages()) {
    test(`${route}: its islands run under the CSP when used`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto(route, { waitUntil: 'networkidle' });
      const launcher = page.getByRole('button', { name: chat.launcher.open });
      if (await launcher.count()) {
        await launcher.click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
      // The toaster (sonner) loads with the first toast and injects its stylesheet: allowed by
      // its hash. A refused newsletter signup shows one.
      await page.route('**/v1/iam/mail-list', (r) => r.fulfill({ status: 500, body: '{}' }));
      const newsletter = page.locator('[data-newsletter] form');
      if (await newsletter.count()) {
        await newsletter.locator('input[type="email"]').fill('visitor@example.com');
        await newsletter.locator('button[type="submit"]').click();
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll('style')].some((s) =>
                s.textContent?.includes('[data-sonner-toaster]'),
              ),
            ),
          )
          .toBe(true);
      }
      for (const form of await page.locator('main form').all()) {
        const email = form.locator('input[type="email"]');
        if (await email.count()) {
          await email.first().fill('not-an-email');
          await form.locator('button[type="submit"]').first().click();
        }
      }
      await page.waitForTimeout(500);
      expect(await violations()).toEqual([]);
    });
  }
});
