// @ts-check
// Serves out/ with Cloudflare Pages' own local runtime (`wrangler pages dev`, see
// docs/host-runtime.md#previews-and-tests-run-on-the-hosts-runtime):
// clean URLs, `_headers`, `_redirects` and 404.html with status 404 behave as in production.
// Used by `npm run serve` (scripts/preview/serve.mjs), `npm start` (scripts/preview/start.mjs), the Playwright run
// (playwright.config.ts) and the bench (scripts/bench/bench.mjs).
// No import.meta here: Playwright loads this module through its CommonJS transform.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** wrangler 4.86 is the last release that runs on Node 20; it refuses later dates than its own. */
export const COMPATIBILITY_DATE = '2026-05-01';

/** Each preview gets its own devtools port, so parallel runs do not collide on 9229. */
export const inspectorPortFor = (/** @type {number} */ port) => port + 2000;

/** The wrangler CLI entry (run with this node, so no npx lookup or shell is involved). */
export const WRANGLER_BIN = path.join(process.cwd(), 'node_modules/wrangler/bin/wrangler.js');

/**
 * argv for `node <wrangler> pages dev <dir>` on 127.0.0.1:port.
 * @param {{dir?: string, port: number}} options
 */
export function previewArgs({ dir = 'out', port }) {
  return [
    WRANGLER_BIN,
    'pages',
    'dev',
    dir,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    String(inspectorPortFor(port)),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--show-interactive-dev-session=false',
    // 'error': wrangler warns on every request that it cannot fetch Request.cf offline.
    '--log-level',
    'error',
  ];
}

/** Environment for wrangler: no usage metrics, no update check, no prompts. */
export function previewEnv(env = process.env) {
  return { ...env, WRANGLER_SEND_METRICS: 'false', WRANGLER_UPDATE_CHECK: 'false', CI: '1' };
}

/** The shell command Playwright's webServer runs (it takes a string). */
export function previewCommand(/** @type {{dir?: string, port: number}} */ options) {
  return [process.execPath, ...previewArgs(options)].map((a) => JSON.stringify(a)).join(' ');
}

/**
 * Starts the preview and resolves once it answers; `stop()` ends it.
 * @param {{dir?: string, port: number, stdio?: import('node:child_process').StdioOptions}} options
 */
export async function startPreview({ dir = 'out', port, stdio = 'inherit' }) {
  const child = spawn(process.execPath, previewArgs({ dir, port }), { stdio, env: previewEnv() });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`preview: wrangler exited (${child.exitCode})`);
    try {
      await fetch(origin + '/', { method: 'HEAD' });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        throw new Error(`preview: wrangler did not answer on ${origin} within 60 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { origin, child, stop: () => child.kill('SIGTERM') };
}
