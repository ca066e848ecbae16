// @ts-check
// `npm start`: builds the static site into out/, then serves it with the lead API on one origin
// (scripts/preview/serve.mjs): http://localhost:${PORT:-3000}, forms that store and deliver.
import { spawnSync } from 'node:child_process';
import { assertPortFree } from './worker.mjs';

const port = Number(process.env.PORT ?? '3000');
// Say it before a build of a minute or more, not after.
await assertPortFree(port).catch((/** @type {Error} */ error) => {
  console.error(`start: ${error.message}`);
  process.exit(1);
});
/** @param {string} cmd @param {string[]} args */
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run(process.execPath, ['scripts/preview/serve.mjs', ...process.argv.slice(2)]);
