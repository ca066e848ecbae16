// @ts-check
// Re-records the zero-JS step's test fixtures from a real build of this project:
//   node scripts/build/record-fixtures.mjs
// Runs `next build`, copies one island page and one island-free page exactly as Next exported
// them (before scripts/build/postbuild.mjs touches them), with the client modules their payloads
// reference, into scripts/build/__fixtures__/, then finishes the build with the postbuild step.
// Re-run after upgrading Next or React: scripts/build/zero-js.test.ts then tests the new formats.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { flightFromScripts, parseFlightRows } from './flight.mjs';
import { scriptsOf } from './html-scripts.mjs';
import { loadClientModules } from './islands.mjs';

/** One page that renders an island, one that renders none (by route, file in out/). */
const PAGES = { '/contact': 'contact.html', '/about': 'about.html' };
const FIXTURES = path.join('scripts', 'build', '__fixtures__');

/** @param {string} command @param {string[]} args */
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['next', 'build']);
const clientModules = loadClientModules('.next');
fs.mkdirSync(FIXTURES, { recursive: true });
/** @type {Record<string, string>} */
const modules = {};
for (const [route, file] of Object.entries(PAGES)) {
  const html = fs.readFileSync(path.join('out', file), 'utf8');
  fs.writeFileSync(path.join(FIXTURES, file), html);
  const stream = flightFromScripts(scriptsOf(html).map((script) => script.content));
  for (const row of parseFlightRows(stream).values()) {
    if (row.tag !== 'I' || !Array.isArray(row.value)) continue;
    const id = String(row.value[0]);
    const source = clientModules.get(id);
    if (source) modules[id] = source;
  }
  console.log(`record-fixtures: ${route} -> ${path.join(FIXTURES, file)}`);
}
fs.writeFileSync(
  path.join(FIXTURES, 'client-modules.json'),
  JSON.stringify({ recorded: new Date().toISOString().slice(0, 10), modules }, null, 2) + '\n',
);
run(process.execPath, ['scripts/build/postbuild.mjs']);
