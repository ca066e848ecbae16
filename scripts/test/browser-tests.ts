// The browser tests of `npm test`: every test but the timed ones with two workers, then the
// tests tagged @timed-alone with one, so nothing else shares the CPU they time
// (docs/testing.md#timed-alone). The server starts once for both runs, as Playwright's own
// webServer would start it for one.
//   tsx scripts/test/browser-tests.ts [files or Playwright options, passed to both runs]
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { TIMED_ALONE } from '../../e2e/helpers/timed-alone';
import { E2E_SERVER_ARGS, E2E_SERVER_STARTED, E2E_SERVER_URL, e2eServerEnv } from './e2e-server';

const START_MS = 180_000;
/** How long the server gets to stop its runtime after SIGTERM before it is killed. */
const STOP_MS = 5_000;

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function waitForServer(url: string, server: ChildProcess) {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the test server exited (${server.exitCode})`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the test server did not answer at ${url} within ${START_MS / 1000} s`);
}

/** One Playwright run against the server already started; its exit status. */
function playwright(...args: string[]) {
  const run = spawnSync('npx', ['playwright', 'test', ...args, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, [E2E_SERVER_STARTED]: '1' },
  });
  return run.status ?? 1;
}

(async () => {
  // Tests against someone else's server would pass or fail for the wrong reasons.
  if (await answers(E2E_SERVER_URL))
    throw new Error(`${E2E_SERVER_URL} already answers: stop that server, or set E2E_PORT`);
  const server = spawn(process.execPath, E2E_SERVER_ARGS, {
    env: { ...process.env, ...e2eServerEnv() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Marked as the server's, as Playwright marks its own webServer's lines: the runtime logs
  // aborted connections with a red cross that would otherwise read as a failed test.
  for (const [stream, out] of [
    [server.stdout, process.stdout],
    [server.stderr, process.stderr],
  ] as const)
    readline
      .createInterface({ input: stream })
      .on('line', (line) => out.write(`[server] ${line}\n`));
  let status = 1;
  try {
    await waitForServer(E2E_SERVER_URL, server);
    // Both runs, whatever the first one's outcome: a red run should say everything it knows.
    const rest = playwright('--grep-invert', TIMED_ALONE);
    const timed = playwright('--grep', TIMED_ALONE, '--workers', '1');
    status = rest || timed;
  } finally {
    // serve.ts stops wrangler's process group (workerd included) on SIGTERM.
    server.kill('SIGTERM');
    const stopped = once(server, 'exit');
    const late = setTimeout(() => server.kill('SIGKILL'), STOP_MS);
    await stopped;
    clearTimeout(late);
  }
  process.exit(status);
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
