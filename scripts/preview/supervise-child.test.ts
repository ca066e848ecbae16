import { superviseChild } from './supervise-child.mjs';

/** The supervisor `npm start` runs the mail-list service under, against real child processes. */

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

type Options = Parameters<typeof superviseChild>[0];

/** Supervises a node script (unless `command` says otherwise) with a 20 ms first restart delay,
 * collecting what the supervisor logs. */
function supervise(options: Pick<Options, 'name' | 'args'> & Partial<Options>) {
  const lines: string[] = [];
  const supervisor = superviseChild({
    command: process.execPath,
    log: (line) => lines.push(line),
    initialDelayMs: 20,
    ...options,
  });
  return { supervisor, lines };
}

describe('superviseChild', () => {
  it('says why the child exited and restarts it with a doubling, bounded delay', async () => {
    const { supervisor, lines } = supervise({
      name: 'crasher',
      args: ['-e', 'process.exit(3)'],
      maxDelayMs: 80,
    });
    await until(() => lines.length >= 5);
    await supervisor.stop();
    expect(lines.slice(0, 5)).toEqual([
      'crasher: exited with code 3; restarting in 20 ms',
      'crasher: exited with code 3; restarting in 40 ms',
      'crasher: exited with code 3; restarting in 80 ms',
      'crasher: exited with code 3; restarting in 80 ms',
      'crasher: exited with code 3; restarting in 80 ms',
    ]);
  });

  it('names the signal of a killed child and brings up a new one', async () => {
    const { supervisor, lines } = supervise({
      name: 'service',
      args: ['-e', 'setInterval(() => {}, 1000)'],
    });
    const first = supervisor.child;
    await until(() => first.pid !== undefined);
    first.kill('SIGKILL');
    await until(() => supervisor.child !== first && supervisor.child.pid !== undefined);
    expect(lines).toEqual(['service: killed by SIGKILL; restarting in 20 ms']);
    const second = supervisor.child;
    await supervisor.stop();
    expect(second.signalCode).toBe('SIGTERM');
    // Stopped on purpose: no line, no restart.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toHaveLength(1);
    expect(supervisor.child).toBe(second);
  });

  it('reports a command that cannot run and keeps trying', async () => {
    const { supervisor, lines } = supervise({
      name: 'missing',
      command: '/nonexistent/binary',
      args: [],
    });
    await until(() => lines.length >= 2);
    await supervisor.stop();
    expect(lines[0]).toMatch(/^missing: could not run \(.*ENOENT.*\); restarting in 20 ms$/);
  });
});
