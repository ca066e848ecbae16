// Serves out/ like a CDN. Usage: node scripts/serve.mjs [--port 3000] [--dir out]
import { createStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? 3000));
const dir = arg('dir', 'out');

createStaticServer({ root: dir }).listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir}/ at http://localhost:${port}`);
});
