// @ts-check
/**
 * Entry point of the local mail-list service: `node server/mail-list/main.mjs [--reset]`.
 * Settings come from the environment (see config.mjs and the README); --reset deletes the
 * database first (used by the Playwright run, which starts from an empty temp file).
 */
import { readConfig } from './config.mjs';
import { createMailListServer } from './app.mjs';
import { createWriter, openDatabase, removeDatabase } from './db.mjs';
import { installProcessGuard } from './guard.mjs';

installProcessGuard();
const config = readConfig();
if (process.argv.includes('--reset')) removeDatabase(config.dbPath);

const db = openDatabase(config.dbPath, { maxBytes: config.maxDbBytes });
const writer = createWriter(db);
const server = createMailListServer({ ...config, writer });

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `mail-list: listening on http://${config.host}:${port} (db ${config.dbPath}; origins ${config.allowedOrigins.join(' ')}; native posts return to ${config.siteUrl})`,
  );
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    writer.flush();
    db.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  // Requests in flight get a moment to finish; then stop regardless.
  setTimeout(() => {
    writer.flush();
    db.close();
    process.exit(0);
  }, 3_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
