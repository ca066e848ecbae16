import type { Page } from '@playwright/test';

/**
 * The expanded state Chromium exposes to assistive technology for the control with this
 * accessible name. Popover invokers get it from the platform (no aria-expanded attribute is
 * needed, so it works without JavaScript); Playwright's own role engine does not model that.
 */
export async function axExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{
      name?: { value?: string };
      properties?: Array<{ name: string; value: { value: unknown } }>;
    }>;
  };
  await cdp.detach();
  const node = nodes.find((n) => n.name?.value === name);
  const prop = node?.properties?.find((p) => p.name === 'expanded');
  return prop ? Boolean(prop.value.value) : undefined;
}
