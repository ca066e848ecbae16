// The main thread's long tasks after the load event, as a phone sees them: Chromium at 390 px,
// the CPU slowed 4x, Lighthouse's mobile network, a fresh context per run. The islands hydrate
// when the browser is idle after load (docs/islands.md#hydration-at-idle), so their cost shows
// here as tasks of 50 ms or more, and the part of each above 50 ms is what Total Blocking Time
// counts. Read from the page's own Long Tasks API (a trace with V8's categories on changes what
// it measures: it makes V8 collect source positions inside the very task being timed).
//   tsx scripts/bench/long-tasks.ts <origin> [--runs 5] [/path ...]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';
import { CPU_SLOWDOWN, slowToPhone } from '../test/phone';
import { option } from './args';
import { median } from './median';

const LONG_TASK_MS = 50;
/** How long after the load event tasks are collected: hydration at idle is over by then. */
const WATCH_MS = 4_000;

const origin = process.argv[2];
if (!origin?.startsWith('http'))
  throw new Error('usage: long-tasks.ts <origin> [--runs 5] [/path ...]');
const runs = Math.max(1, Number(option('runs', 5)));
/** The pages: every argument that is a path (the value of --runs is a number). */
const paths = process.argv.slice(3).filter((arg) => arg.startsWith('/'));

type Observed = { load: number; tasks: [start: number, duration: number][] };

(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const path of paths.length ? paths : ['/', '/blog', '/contact']) {
    const blocking: number[] = [];
    const longest: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(() => {
        const tasks: [number, number][] = [];
        (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      await slowToPhone(page);
      await page.goto(origin + path, { waitUntil: 'load' });
      await page.waitForTimeout(WATCH_MS);
      const observed: Observed = await page.evaluate(() => ({
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .loadEventEnd,
        tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
      }));
      const after = observed.tasks.filter(([start]) => start >= observed.load);
      blocking.push(
        after.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
      );
      longest.push(Math.max(0, ...after.map(([, duration]) => duration)));
      console.log(
        `${path} run ${run + 1}: ${after.map(([start, d]) => `${d} ms at +${start - Math.round(observed.load)}`).join(', ') || 'no long task'}`,
      );
      await context.close();
    }
    console.log(
      `${path}: after load, median blocking ${median(blocking)} ms, median longest task ${median(longest)} ms (${runs} runs, CPU ${CPU_SLOWDOWN}x)`,
    );
  }
  await browser.close();
})();
