// `npm run bench:compare`: our pages against another static site's, in one Lighthouse run.
//
//   npx tsx scripts/bench/compare.ts --other <built site dir> --pair <our path>=<their path>
//                                  [--pair …] [--name theirs] [--runs 8] [--cpu-multiplier 4]
//                                  [--ours out]
//
// Serves out/ and the other directory side by side with the Worker (startPreview, as the bench
// does), then audits each pair with the Lighthouse mobile preset, interleaved and
// alternating which side goes first, so a busy moment on the host lands on both sides alike.
// Prints per URL the medians (performance, FCP, LCP), the LCP element and the document's
// transfer size, and per pair how many runs each side won on LCP; writes the runs as JSON to
// bench-results/. It reports; it never fails on a result. How we used it: docs/measurements.md.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import {
  CHROME_FLAGS,
  lcpElementOf,
  metricsOf,
  runLighthouse,
  transferSizeOf,
  type Metrics,
} from './lighthouse-run';
import { startPreview } from '../preview/worker';
import { median } from './median';
import { option, optionValues } from './args';
import { CHROMIUM_PATH } from '../test/chromium';

const other = option('other', null);
const pairs = optionValues('pair').flatMap((p) => {
  const [ours, theirs, ...rest] = p.split('=');
  return ours !== undefined && theirs !== undefined && !rest.length
    ? [[ours, theirs] as const]
    : [];
});
if (
  !other ||
  !fs.existsSync(other) ||
  !pairs.length ||
  pairs.length !== optionValues('pair').length
) {
  console.error(
    'usage: compare.ts --other <built site dir> --pair /our/path=/their/path [--runs 8]',
  );
  process.exit(2);
}
const RUNS = Math.max(1, Number(option('runs', 8)));
const cpuMultiplier = option('cpu-multiplier', null)
  ? Number(option('cpu-multiplier', null))
  : null;
const PORT = Number(option('port', 4620));
type Side = { name: string; dir: string; port: number };
const sides: [Side, Side] = [
  { name: 'ours', dir: option('ours', 'out'), port: PORT },
  { name: option('name', path.basename(path.resolve(other))), dir: other, port: PORT + 10 },
];

const servers: Awaited<ReturnType<typeof startPreview>>[] = [];
// Quiet: wrangler's bundler prints a stack trace when it is stopped.
for (const side of sides)
  servers.push(await startPreview({ dir: side.dir, port: side.port, stdio: 'ignore' }));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
});

const fmt = (v: number | null) => (v === null ? '-' : Math.round(v).toLocaleString('en-US'));

/** The document's bytes on the wire (the host compresses as a CDN would). */
const documentBytes = (lhr: Result) => transferSizeOf(lhr, 'network-requests', 'Document');

type Run = Metrics & { lcpElement: string | null; documentBytes: number | null };
const results = pairs.map(([ours, theirs]) => ({
  paths: [ours, theirs] as const,
  runs: [[], []] as [(Run | null)[], (Run | null)[]],
}));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const pair of results) {
      const order = run % 2 ? ([1, 0] as const) : ([0, 1] as const);
      for (const side of order) {
        const url = `http://localhost:${sides[side].port}${pair.paths[side]}`;
        const lhr = await runLighthouse(url, { port: chrome.port, cpuMultiplier });
        if (lhr.runtimeError) {
          console.log(`compare: ${url} run ${run + 1}: ${lhr.runtimeError.message}`);
          pair.runs[side].push(null);
          continue;
        }
        const m = metricsOf(lhr);
        pair.runs[side].push({
          ...m,
          lcpElement: lcpElementOf(lhr),
          documentBytes: documentBytes(lhr),
        });
        console.log(
          `compare: run ${run + 1}/${RUNS} ${sides[side].name} ${pair.paths[side]}: ` +
            `LCP ${fmt(m.lcpMs)} ms, performance ${m.performance}, index ${fmt(m.benchmarkIndex)}`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.stop();
}

console.log(`\nLighthouse mobile, ${RUNS} runs per page, medians (ms)\n`);
for (const { paths, runs } of results) {
  for (const side of [0, 1] as const) {
    const ok = runs[side].filter((r) => r !== null);
    const pick = (key: keyof Metrics | 'documentBytes') => median(ok.map((r) => r[key]));
    console.log(
      `${sides[side].name.padEnd(10)} ${paths[side]}\n` +
        `  performance ${fmt(pick('performance'))}, FCP ${fmt(pick('fcpMs'))}, LCP ${fmt(pick('lcpMs'))}` +
        `, CLS ${(pick('cls') ?? 0).toFixed(3)}` +
        `, document ${((pick('documentBytes') ?? 0) / 1024).toFixed(1)} KB on the wire\n` +
        `  LCP runs: ${ok.map((r) => fmt(r.lcpMs)).join(' ')}\n` +
        `  LCP element: ${[...new Set(ok.map((r) => r.lcpElement))].join(' | ')}`,
    );
  }
  const both = runs[0].flatMap((a, i) => {
    const b = runs[1][i];
    return a && b ? [[a, b] as const] : [];
  });
  const wins = both.filter(([a, b]) => (a.lcpMs ?? Infinity) < (b.lcpMs ?? Infinity)).length;
  console.log(`  ours faster on LCP in ${wins} of ${both.length} paired runs\n`);
}

const dir = path.join(process.cwd(), 'bench-results');
fs.mkdirSync(dir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
fs.writeFileSync(
  path.join(dir, `compare-${stamp}.json`),
  JSON.stringify({ date: new Date().toISOString(), other, sides, results }, null, 2),
);
console.log(`compare: wrote bench-results/compare-${stamp}.json`);
