// @ts-check
/**
 * The last line of defence: an error that escaped every handler (a bug, not a request the
 * handlers refused) is logged in one line and the service keeps serving, rather than a single
 * request taking every later lead down with it. The handlers answer every request themselves;
 * the hostile-input test checks that this guard never has to fire.
 */
import { firstLine } from './app.mjs';

/**
 * @param {(message: string) => void} [log]
 * @param {NodeJS.Process} [proc]
 */
export function installProcessGuard(log = (message) => console.error(message), proc = process) {
  proc.on('uncaughtException', (error) => {
    log(`mail-list: uncaught exception, still serving: ${firstLine(error)}`);
  });
  proc.on('unhandledRejection', (reason) => {
    log(`mail-list: unhandled rejection, still serving: ${firstLine(reason)}`);
  });
}
