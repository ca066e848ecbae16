// `npm start`: builds the static site into out/, then serves it with the lead API on one origin
// (scripts/preview/serve.ts): http://localhost:${PORT:-3000}, forms that store and deliver.
import { spawnSync } from 'node:child_process';
import { assertPortFree } from './port';

const port = Number(process.env.PORT ?? '3000');
// Before the build: a busy port would otherwise be found only after minutes of building.
await assertPortFree(port, 'PORT');
const run = (cmd: string, args: string[]) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run(process.execPath, ['--import', 'tsx', 'scripts/preview/serve.ts', ...process.argv.slice(2)]);
