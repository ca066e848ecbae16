// @ts-check
/**
 * Keeps one child process running. When it exits unasked, one line says why (exit code or
 * signal) and it starts again after a backoff that doubles from `initialDelayMs` up to
 * `maxDelayMs`, and falls back to the start once a run has lasted `stableAfterMs`. `npm start`
 * supervises the mail-list service with it, so a crash of the service never stops the site.
 */
import { spawn } from 'node:child_process';

/**
 * @typedef {object} SuperviseOptions
 * @property {string} name What the log lines call the child.
 * @property {string} command
 * @property {string[]} args
 * @property {import('node:child_process').SpawnOptions} [options]
 * @property {(line: string) => void} [log]
 * @property {number} [initialDelayMs]
 * @property {number} [maxDelayMs]
 * @property {number} [stableAfterMs]
 */

/** @param {number} ms */
const duration = (ms) => (ms < 1_000 ? `${ms} ms` : `${ms / 1_000} s`);

/** @param {SuperviseOptions} options */
export function superviseChild({
  name,
  command,
  args,
  options = {},
  log = (line) => console.error(line),
  initialDelayMs = 500,
  maxDelayMs = 30_000,
  stableAfterMs = 60_000,
}) {
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  let delay = initialDelayMs;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  function start() {
    const startedAt = Date.now();
    const current = spawn(command, args, options);
    child = current;
    let ended = false;
    /** @param {string} why */
    const onEnd = (why) => {
      if (ended || stopped) return;
      ended = true;
      if (Date.now() - startedAt >= stableAfterMs) delay = initialDelayMs;
      log(`${name}: ${why}; restarting in ${duration(delay)}`);
      timer = setTimeout(start, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    };
    // 'error' without 'exit' when the process could not be spawned at all.
    current.on('error', (error) => onEnd(`could not run (${error.message})`));
    current.on('exit', (code, signal) =>
      onEnd(signal ? `killed by ${signal}` : `exited with code ${code}`),
    );
  }

  start();
  return {
    /** The process running now (a new one after each restart). */
    get child() {
      return child;
    },
    /** No more restarts; signals the running child, resolving once it has exited. */
    stop(signal = /** @type {NodeJS.Signals} */ ('SIGTERM')) {
      stopped = true;
      clearTimeout(timer);
      /** @type {Promise<void>} */
      const exited = new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null || !child.pid) resolve();
        else child.once('exit', () => resolve());
      });
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
