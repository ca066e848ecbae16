/**
 * The tag of a test that holds a latency budget. Playwright runs such tests in a project of
 * their own after every other test has finished (playwright.config.ts), so the CPU they time is
 * not shared with a second test's slowed browser on a 2-core host (docs/testing.md#timed-alone).
 */
export const TIMED_ALONE = '@timed-alone';
