// @ts-check
// Reads the local D1 database of a test run for the Worker's jest tests, outside jest's
// sandbox (wrangler tells a missing file by `instanceof Error`, which fails across jest's
// realm): one JSON request a line on stdin ({ id, sql, values }), one JSON answer a line on
// stdout ({ id, results } or { id, error }). Started by worker/test/support.ts.
//   node worker/test/d1-reader.mjs <persist-to dir>
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { getPlatformProxy } from 'wrangler';

const persistTo = process.argv[2] ?? '';
const envFile = path.join(persistTo, 'empty.env');
fs.writeFileSync(envFile, '');
/** @type {{ env: { DB: import('@cloudflare/workers-types').D1Database }, dispose: () => Promise<void> }} */
const proxy = /** @type {any} */ (
  await getPlatformProxy({
    configPath: 'wrangler.jsonc',
    envFiles: [envFile],
    persist: { path: path.join(persistTo, 'v3') },
  })
);
process.stdout.write(JSON.stringify({ ready: true }) + '\n');

for await (const line of readline.createInterface({ input: process.stdin })) {
  const { id, sql, values = [] } = JSON.parse(line);
  // Two runtimes share the SQLite file: a read can meet the Worker's write lock for a moment.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { results } = await proxy.env.DB.prepare(sql)
        .bind(...values)
        .all();
      process.stdout.write(JSON.stringify({ id, results }) + '\n');
      break;
    } catch (error) {
      if (attempt < 50 && /locked|SQLITE_BUSY|internal error/i.test(String(error))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      process.stdout.write(JSON.stringify({ id, error: String(error) }) + '\n');
      break;
    }
  }
}
await proxy.dispose();
