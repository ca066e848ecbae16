import path from 'node:path';
import TestSequencer from '@jest/test-sequencer';

type Test = Parameters<TestSequencer['sort']>[0][number];

/**
 * The files that take longest, slowest first (measured 2026-11-27 with `npx jest --json`): started
 * first, so that the two workers finish together instead of one waiting on a long file that
 * began last (docs/testing.md#the-time-budget).
 */
export const SLOWEST_FIRST = [
  'worker/test/durability.test.ts',
  'scripts/postexport/build.test.ts',
  'worker/test/delivery.test.ts',
  'worker/test/leads-cli.test.ts',
  'scripts/content/live-preview.test.ts',
  'scripts/content/new-article.test.ts',
  'worker/test/service.test.ts',
  'worker/test/bounds.test.ts',
];

/**
 * jest orders the files by the times of its last run, kept in its cache, and without one (a
 * fresh CI clone) by file size, which puts some of the slowest last. Without timings this puts
 * SLOWEST_FIRST first; with them, jest's own order stands.
 */
export default class SlowestFirst extends TestSequencer {
  override async sort(tests: Test[]) {
    const sorted = await super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test: Test) => {
      const at = SLOWEST_FIRST.indexOf(path.relative(test.context.config.rootDir, test.path));
      return at === -1 ? SLOWEST_FIRST.length : at;
    };
    // A stable sort: the other files keep jest's order after the listed ones.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
