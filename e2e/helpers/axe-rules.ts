import { createRequire } from 'node:module';

/** The WCAG 2.2 AA tags every page is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe rules a page is checked with: WCAG 2.2 AA, plus the best-practice rules Lighthouse
 * weighs in its accessibility score (its audits are axe rules of the same ids), so a page that
 * passes here scores 100 there. Read from Lighthouse's own config and from the axe-core that
 * @axe-core/playwright injects, so an upgrade of either moves the list with it.
 */
export async function pageAxeRules(): Promise<string[]> {
  const axe = createRequire(require.resolve('@axe-core/playwright'))(
    'axe-core',
  ) as typeof import('axe-core');
  const { default: config } = (await import('lighthouse/core/config/default-config.js')) as {
    default: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }> };
  };
  const scored = config.categories
    .accessibility!.auditRefs.filter((ref) => ref.weight > 0)
    .map((ref) => ref.id);
  const known = new Set(axe.getRules().map((rule) => rule.ruleId));
  // Experimental rules are off unless named; a tag run leaves them off, and so does this list.
  const wcag = axe
    .getRules(WCAG_TAGS)
    .filter((rule) => !rule.tags.includes('experimental'))
    .map((rule) => rule.ruleId);
  return [...new Set([...wcag, ...scored.filter((id) => known.has(id))])];
}
