// One Lighthouse mobile run and the figures we read from it, shared by `npm run bench`
// (scripts/bench/bench.mjs) and `npm run bench:compare` (scripts/bench/compare.mjs).
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS } from '../test/chromium';

/** Lighthouse drives the same Debian Chromium with the same flags as Playwright, headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What a bench table shows of one run, by name. */
export const METRICS = [
  ['performance', (lhr) => lhr.categories.performance.score * 100],
  ['accessibility', (lhr) => lhr.categories.accessibility.score * 100],
  ['bestPractices', (lhr) => lhr.categories['best-practices'].score * 100],
  ['seo', (lhr) => lhr.categories.seo.score * 100],
  ['fcpMs', (lhr) => lhr.audits['first-contentful-paint'].numericValue],
  ['lcpMs', (lhr) => lhr.audits['largest-contentful-paint'].numericValue],
  ['tbtMs', (lhr) => lhr.audits['total-blocking-time'].numericValue],
  ['cls', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue],
  ['transferBytes', (lhr) => lhr.audits['total-byte-weight'].numericValue],
  ['benchmarkIndex', (lhr) => lhr.environment.benchmarkIndex],
  [
    'jsBytes',
    (lhr) =>
      lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === 'script')
        ?.transferSize ?? 0,
  ],
];

export const metricsOf = (lhr) =>
  Object.fromEntries(METRICS.map(([name, get]) => [name, get(lhr)]));

/** The LCP element as Lighthouse labels it (e.g. the lead paragraph's first words). */
export const lcpElementOf = (lhr) =>
  lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
    ?.nodeLabel ?? null;

/**
 * Audits one URL with the mobile preset in the running Chromium; `cpuMultiplier` replaces the
 * preset's 4x CPU slowdown on a host slower or busier than the one Lighthouse calibrates for.
 * The first trace after Chromium starts sometimes lacks its navigation start (NO_NAVSTART): one
 * retry turns that into a result instead of a hole in the medians.
 * @param {string} url
 * @param {{ port: number, cpuMultiplier?: number | null }} options
 */
export async function runLighthouse(url, { port, cpuMultiplier = null }) {
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
  if (result.lhr.runtimeError) result = await audit();
  return result.lhr;
}
