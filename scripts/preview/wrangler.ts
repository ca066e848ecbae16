// What every script that runs wrangler shares: the CLI entry and an environment without
// prompts, metrics or update checks. The Worker itself (site and lead API) is started by
// scripts/preview/worker.ts; `startPreview` there serves any exported folder the same way for
// the benches (docs/host-runtime.md#previews-and-tests-run-on-the-hosts-runtime).
// No import.meta here: Playwright loads this module through its CommonJS transform.
import path from 'node:path';

/** The wrangler CLI entry (run with this node, so no npx lookup or shell is involved). */
export const WRANGLER_BIN = path.join(process.cwd(), 'node_modules/wrangler/bin/wrangler.js');

/** Environment for wrangler: no usage metrics, no update check, no prompts. */
export function previewEnv(env = process.env) {
  return { ...env, WRANGLER_SEND_METRICS: 'false', WRANGLER_UPDATE_CHECK: 'false', CI: '1' };
}
