import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe run on the page, in the page: axe.run in the document itself ("legacy mode"). The
 * default mode runs axe in every frame and then opens a fresh blank page to merge the results,
 * which costs about 3 s per run on a 2-core host. Our pages have no frames to merge, so both
 * modes see the same document and report the same rules.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** The axe-core that @axe-core/playwright injects (the same version the rule list is read from). */
const axeSource = () =>
  fs.readFileSync(
    createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
    'utf8',
  );
let source: string | undefined;

/**
 * The violations of `rules` on the page as it is now, one line each, from axe-core injected
 * once per document (AxeBuilder injects it again on every run: 0.5-1 s each on a long page).
 * For a page checked several times in one visit (both colour schemes). `within`: a selector
 * for the part of the page to check (the whole document by default).
 */
export async function axeViolations(
  page: Page,
  rules: string[],
  within?: string,
): Promise<string[]> {
  source ??= axeSource();
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(source);
  return page.evaluate(
    async ({ only, selector }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const context = selector ? { include: [selector] } : document;
      const { violations } = await axe.run(context, {
        runOnly: { type: 'rule', values: only },
        resultTypes: ['violations'],
      });
      return violations.map(
        (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { only: rules, selector: within },
  );
}
