// Reads the local D1 database of a test run for the Worker's jest tests, outside jest's
// sandbox (wrangler tells a missing file by `instanceof Error`, which fails across jest's
// realm): one JSON request a line on stdin ({ id, sql, values }), one JSON answer a line on
// stdout ({ id, results } or { id, error }). Started by worker/test/support.ts.
//   node --import tsx worker/test/d1-reader.ts <persist-to dir>
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { D1Database } from '@cloudflare/workers-types';
import { getPlatformProxy } from 'wrangler';

async function main(persistTo: string) {
  const envFile = path.join(persistTo, 'empty.env');
  fs.writeFileSync(envFile, '');
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: 'wrangler.jsonc',
    envFiles: [envFile],
    persist: { path: path.join(persistTo, 'v3') },
  });
  process.stdout.write(JSON.stringify({ ready: true }) + '\n');

  for await (const line of readline.createInterface({ input: process.stdin })) {
    const {
      id,
      sql,
      values = [],
    } = JSON.parse(line) as {
      id: number;
      sql: string;
      values?: unknown[];
    };
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
}

// A function, not top-level await: outside scripts/, tsx loads TypeScript as CommonJS.
void main(process.argv[2] ?? '');
