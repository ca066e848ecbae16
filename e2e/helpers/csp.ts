import type { Page, PlaywrightWorkerArgs } from '@playwright/test';

/**
 * The Content-Security-Policy the host's runtime (wrangler pages dev) sends for the home page;
 * every other path must get the same one.
 */
export async function servedCsp(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  await request.dispose();
  return csp;
}

/** Collects CSP violations: console reports and securitypolicyviolation events. */
export async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __csp?: string[] }).__csp ?? [],
    );
    return [...console, ...events];
  };
}
