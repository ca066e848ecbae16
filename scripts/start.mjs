// `npm start`: builds the static site into out/ and serves it like a CDN at
// http://localhost:3000 (clean URLs, real 404s, redirects, headers).
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);

const children = [
  spawn(process.execPath, ['scripts/serve.mjs', '--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
