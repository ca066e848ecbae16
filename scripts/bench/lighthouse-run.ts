// One Lighthouse mobile run and the figures we read from it, shared by `npm run bench`
// (scripts/bench/bench.ts) and `npm run bench:compare` (scripts/bench/compare.ts).
import lighthouse, { type Result } from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS } from '../test/chromium';

/** Lighthouse drives the same Debian Chromium with the same flags as Playwright, headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** A category's score out of 100; null when the run has none. */
const scoreOf = (lhr: Result, category: string) => {
  const score = lhr.categories[category]?.score;
  return typeof score === 'number' ? score * 100 : null;
};

/** An audit's measured value; null when the run has none. */
const numericOf = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? null;

/** The rows of an audit's table (a list of resources, of elements), [] when it has none. */
export function auditItems(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details;
  return details && 'items' in details && Array.isArray(details.items)
    ? (details.items as Record<string, unknown>[])
    : [];
}

/** The transfer size of the first resource of a type in an audit's table, or null. */
export const transferSizeOf = (lhr: Result, audit: string, resourceType: string) => {
  const size = auditItems(lhr, audit).find((i) => i.resourceType === resourceType)?.transferSize;
  return typeof size === 'number' ? size : null;
};

/** What a bench table shows of one run, by name. */
export const METRICS = [
  ['performance', (lhr) => scoreOf(lhr, 'performance')],
  ['accessibility', (lhr) => scoreOf(lhr, 'accessibility')],
  ['bestPractices', (lhr) => scoreOf(lhr, 'best-practices')],
  ['seo', (lhr) => scoreOf(lhr, 'seo')],
  ['fcpMs', (lhr) => numericOf(lhr, 'first-contentful-paint')],
  ['lcpMs', (lhr) => numericOf(lhr, 'largest-contentful-paint')],
  ['tbtMs', (lhr) => numericOf(lhr, 'total-blocking-time')],
  ['cls', (lhr) => numericOf(lhr, 'cumulative-layout-shift')],
  ['transferBytes', (lhr) => numericOf(lhr, 'total-byte-weight')],
  ['benchmarkIndex', (lhr) => lhr.environment.benchmarkIndex],
  ['jsBytes', (lhr) => transferSizeOf(lhr, 'resource-summary', 'script') ?? 0],
] as const satisfies readonly (readonly [string, (lhr: Result) => number | null])[];

export type MetricName = (typeof METRICS)[number][0];
export type Metrics = Record<MetricName, number | null>;

export const metricsOf = (lhr: Result) =>
  Object.fromEntries(METRICS.map(([name, get]) => [name, get(lhr)])) as Metrics;

/** The LCP element as Lighthouse labels it (e.g. the lead paragraph's first words). */
export const lcpElementOf = (lhr: Result) => {
  const element = auditItems(lhr, 'largest-contentful-paint-element')[0]?.items;
  const node = Array.isArray(element)
    ? (element[0] as { node?: { nodeLabel?: string } } | undefined)?.node
    : undefined;
  return node?.nodeLabel ?? null;
};

/**
 * Audits one URL with the mobile preset in the running Chromium; `cpuMultiplier` replaces the
 * preset's 4x CPU slowdown on a host slower or busier than the one Lighthouse calibrates for.
 * The first trace after Chromium starts sometimes lacks its navigation start (NO_NAVSTART): one
 * retry turns that into a result instead of a hole in the medians.
 */
export async function runLighthouse(
  url: string,
  { port, cpuMultiplier = null }: { port: number; cpuMultiplier?: number | null },
): Promise<Result> {
  const audit = () =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      ...(cpuMultiplier
        ? {
            throttling: {
              ...lighthouseConstants.throttling.mobileSlow4G,
              cpuSlowdownMultiplier: cpuMultiplier,
            },
          }
        : {}),
    });
  let result = await audit();
  if (result?.lhr.runtimeError) result = await audit();
  if (!result) throw new Error(`lighthouse: no result for ${url}`);
  return result.lhr;
}
