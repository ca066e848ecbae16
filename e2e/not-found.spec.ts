import { expect, test } from '@playwright/test';

test.describe('not-found page', () => {
  test('answers 404 with the not-found page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect.poll(() => errors.join('\n')).toContain('/no/such/page');
  });

  test('one URL per page: .html and trailing slashes redirect to the clean URL', async ({
    request,
  }) => {
    const html = await request.get('/index.html', { maxRedirects: 0 });
    // The host (Cloudflare Pages) answers a permanent 308 for .html twins.
    expect([301, 308]).toContain(html.status());
    expect(html.headers()['location']).toBe('/');
  });
});
