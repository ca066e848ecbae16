// @ts-check
// `npm run serve`: serves out/ with Cloudflare Pages' local runtime (scripts/preview/wrangler.mjs).
//   node scripts/preview/serve.mjs [--port 3000] [--dir out]
import { spawn } from 'node:child_process';
import { assertPortFree } from './port.mjs';
import { previewArgs, previewEnv } from './wrangler.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? String(args[i + 1]) : fallback;
};
const port = Number(arg('port', process.env.PORT ?? '3000'));
await assertPortFree(port, 'PORT', 'npm run serve');
const child = spawn(process.execPath, previewArgs({ dir: arg('dir', 'out'), port }), {
  stdio: 'inherit',
  env: previewEnv(),
});
console.log(`Serving out/ with wrangler pages dev at http://localhost:${port}`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
