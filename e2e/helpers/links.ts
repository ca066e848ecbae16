import { expect, type Locator, type Page } from '@playwright/test';

/** A link as a visitor finds it (its accessible name) and where it must lead. */
export type LinkTarget = readonly [name: string | RegExp, href: string | RegExp];

/**
 * Each named link inside `scope` leads where it should. Names match as
 * `getByRole` matches them (a string is a case-insensitive substring unless `exact`).
 */
export async function expectLinkTargets(
  scope: Page | Locator,
  targets: readonly LinkTarget[],
  { exact }: { exact?: boolean } = {},
): Promise<void> {
  for (const [name, href] of targets) {
    await expect(scope.getByRole('link', { name, exact })).toHaveAttribute('href', href);
  }
}

/** A link off the site: it leads to `href` in a new tab that cannot reach back into ours. */
export async function expectExternalLink(link: Locator, href: string | RegExp): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}
