import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One temporary folder per jest run (docs/testing.md#temporary-files): the tests and every
// process they start write their fixtures, databases and copies of content/ under it, through
// os.tmpdir(), and the run removes it whole when it ends, passed or failed, so a test that
// forgets its own clean-up leaves nothing behind on the host.

const RUN_DIR = 'JEST_RUN_TMPDIR';

export function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-run-'));
  process.env[RUN_DIR] = dir;
  // Set before jest starts its workers, which inherit it (and so does every child they spawn).
  process.env.TMPDIR = dir;
}

export function teardown() {
  const dir = process.env[RUN_DIR];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
