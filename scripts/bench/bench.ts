// `npm run bench`: measures the built site the way a visitor's phone sees it.
//
//   npx tsx scripts/bench/bench.ts [--build] [--runs 3] [--port 4600] [--only /,/blog] [--cpu-multiplier 4]
//                          [--save-reports] [--interaction-runs 3] [--no-lighthouse]
//                          [--no-interactions]
//
// 1. Builds out/ when it is missing or --build is given (and times it); otherwise reuses it and
//    reports the last build's duration from .next/trace.
// 2. Prints every route's weight from the files (gzipped JavaScript loaded with the page and at
//    idle after the load event, HTML, CSS),
//    and, for island pages, the inline loader (part of the HTML).
// 3. Serves out/ with the Worker as production serves it (startPreview, scripts/preview/worker.ts) and runs
//    Lighthouse (mobile preset, Debian's Chromium headless) --runs times per key URL, skipping
//    URLs the current build does not have; prints the medians and writes everything as JSON to
//    bench-results/. It reports; it never fails on a score or a timing.
// 4. Measures the first interaction on each island page (scripts/bench/first-interaction.ts: open
//    the chat, subscribe, type in and submit the contact form, search and filter the blog) at
//    4x CPU on Lighthouse's mobile network, --interaction-runs times each, and prints medians.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { measureFirstInteractions, type InteractionResult } from './first-interaction';
import {
  CHROME_FLAGS,
  METRICS,
  metricsOf,
  runLighthouse,
  type MetricName,
  type Metrics,
} from './lighthouse-run';
import { executableScripts, exportedPages, gzipSize, pageWeight } from '../postexport/public';
import { APP_INLINE_SCRIPTS } from '../../lib/islands/registry';
import { startPreview } from '../preview/worker';
import { median } from './median';
import { flag, option } from './args';
import { CHROMIUM_PATH } from '../test/chromium';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'out');
const RESULTS = path.join(ROOT, 'bench-results');

const RUNS = Math.max(1, Number(option('runs', process.env.BENCH_RUNS ?? 3)));
/**
 * The mobile preset slows the CPU 4x, calibrated for a fast desktop (benchmark index ~1500+).
 * On a slower or busy host pass a smaller factor (Lighthouse's guidance: about 4 x index/1500).
 */
const CPU_MULTIPLIER = option('cpu-multiplier', null)
  ? Number(option('cpu-multiplier', null))
  : null;

/** The key URLs of the issue; "article" is resolved to the first article in out/. */
const KEY_URLS = [
  '/',
  '/blog',
  'article',
  '/contact',
  '/services/cloud-engineering',
  '/case-studies/ev-transport-platform',
];

const kb = (bytes: number | null) => (bytes === null ? '-' : (bytes / 1024).toFixed(1));

function table(headers: string[], rows: (string | number)[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) =>
      i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0),
    );
  return [
    line(headers).join('  '),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => line(r).join('  ')),
  ].join('\n');
}

function lastBuildSeconds(): number | null {
  try {
    const trace = fs.readFileSync(path.join(ROOT, '.next', 'trace'), 'utf8');
    const events = trace
      .split('\n')
      .filter(Boolean)
      .flatMap((line): { name: string; duration: number }[] => JSON.parse(line));
    const build = events.filter((e) => e.name === 'next-build').at(-1);
    return build ? build.duration / 1e6 : null;
  } catch {
    return null;
  }
}

// ---- 1. build -----------------------------------------------------------------------------
let build: { seconds: number | null; measured: boolean } = { seconds: null, measured: false };
if (flag('build') || !fs.existsSync(path.join(OUT, 'index.html'))) {
  console.log('bench: building out/ (npm run build)…');
  const start = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('bench: the build failed');
    process.exit(result.status ?? 1);
  }
  build = { seconds: (performance.now() - start) / 1000, measured: true };
} else {
  build = { seconds: lastBuildSeconds(), measured: false };
}

// ---- 2. route weights from the files ------------------------------------------------------
const routes = exportedPages(OUT)
  .map(({ file, route }) => ({ route, html: fs.readFileSync(file, 'utf8') }))
  .filter(({ route, html }) => route !== '/_not-found' && !/<meta http-equiv="refresh"/i.test(html))
  .map(({ route, html }) => {
    const weight = pageWeight(html, OUT);
    // The inline loader: the one executable script of an island page the app does not declare.
    const loader = executableScripts(html).find(
      (script) => !script.src && !APP_INLINE_SCRIPTS.has(script.content),
    );
    return {
      route,
      kind: weight.scripts.length ? 'island' : 'zero-js',
      // Island pages load their modules at idle after the load event (docs/islands.md#hydration-at-idle).
      withPageJsGz: weight.jsBeforeIntent,
      firstLoadJsGz: weight.js,
      loaderGz: loader ? gzipSize(loader.content, true) : 0,
      htmlGz: weight.html,
      cssGz: weight.css,
    };
  });

console.log(`\nRoutes in out/ (${routes.length}; sizes gzipped, KB)\n`);
console.log(
  table(
    ['route', 'kind', 'JS with page', 'JS at idle', 'inline loader', 'HTML', 'CSS'],
    routes.map((r) => [
      r.route,
      r.kind,
      kb(r.withPageJsGz),
      kb(r.firstLoadJsGz),
      kb(r.loaderGz),
      kb(r.htmlGz),
      kb(r.cssGz),
    ]),
  ),
);
const byKind: Record<string, { pages: number; withPage: number[]; js: number[] }> = {};
for (const r of routes) {
  const k = (byKind[r.kind] ??= { pages: 0, withPage: [], js: [] });
  k.pages += 1;
  k.withPage.push(r.withPageJsGz);
  k.js.push(r.firstLoadJsGz);
}
console.log(
  '\n' +
    table(
      ['kind', 'pages', 'median JS with page KB', 'at idle KB'],
      Object.entries(byKind).map(([kind, k]) => [
        kind,
        k.pages,
        kb(median(k.withPage)),
        kb(median(k.js)),
      ]),
    ),
);
console.log(
  `\nBuild time: ${build.seconds === null ? 'unknown (run with --build)' : `${build.seconds.toFixed(1)} s`}` +
    (build.measured ? ' (npm run build, measured now)' : ' (last next build, from .next/trace)'),
);

// ---- 3. Lighthouse ------------------------------------------------------------------------
const routeSet = new Set(routes.map((r) => r.route));
const article = routes.find((r) => /^\/blog\/[^/]+$/.test(r.route))?.route;
const only = option('only', null)?.split(',');
const urls = (only ?? KEY_URLS).flatMap((u: string) => {
  if (u !== 'article') return [u];
  if (article) return [article];
  console.log('bench: skipping "one article": out/ has no /blog/<slug> page yet');
  return [];
});

const server = await startPreview({ dir: OUT, port: Number(option('port', 4600)) });
const origin = `http://localhost:${Number(option('port', 4600))}`;

const targets: string[] = [];
for (const u of urls) {
  // node:http with a large header limit: the CSP of a ZERO_JS=off build outgrows fetch's 16 KB.
  const status = await new Promise<number | undefined>((resolve, reject) =>
    http
      .get(origin + u, { maxHeaderSize: 1024 * 1024 }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject),
  );
  if (status !== 200 || !routeSet.has(u)) {
    console.log(`bench: skipping ${u}: the current build answers ${status}`);
    continue;
  }
  targets.push(u);
}

const chrome = flag('no-lighthouse')
  ? null
  : await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    });

type LighthouseRun = Metrics & { failingAudits: string[] };
const lighthouseResults: {
  url: string;
  runs: LighthouseRun[];
  medians: Metrics;
  failingAudits: string[];
}[] = [];
let interactions: InteractionResult[] = [];
try {
  const audited = chrome ? targets.map((u) => ({ u, port: chrome.port })) : [];
  for (const { u, port } of audited) {
    const runs: LighthouseRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`bench: lighthouse ${u} run ${run}/${RUNS}… `);
      const lhr = await runLighthouse(origin + u, {
        port,
        cpuMultiplier: CPU_MULTIPLIER,
      });
      if (flag('save-reports')) {
        // The full report answers "why": the LCP element, long tasks, main-thread breakdown.
        const dir = path.join(RESULTS, 'reports');
        fs.mkdirSync(dir, { recursive: true });
        const name = `${u === '/' ? 'home' : u.slice(1).replaceAll('/', '_')}-run${run}.json`;
        fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) {
        console.log(`error: ${lhr.runtimeError.message}`);
        continue;
      }
      const values = metricsOf(lhr);
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((cat) =>
        (lhr.categories[cat]?.auditRefs ?? [])
          .filter((ref) => {
            const score = lhr.audits[ref.id]?.score;
            return ref.weight > 0 && typeof score === 'number' && score < 1;
          })
          .map((ref) => `${cat}:${ref.id}`),
      );
      runs.push({ ...values, failingAudits: failing });
      console.log(`performance ${values.performance}`);
    }
    const medians = Object.fromEntries(
      METRICS.map(([name]): [MetricName, number | null] => [
        name,
        median(runs.map((r) => r[name])),
      ]),
    ) as Metrics;
    lighthouseResults.push({
      url: u,
      runs,
      medians,
      failingAudits: [...new Set(runs.flatMap((r) => r.failingAudits))],
    });
  }
  if (!flag('no-interactions')) {
    interactions = await measureFirstInteractions({
      origin,
      runs: Math.max(1, Number(option('interaction-runs', 3))),
      only,
    });
  }
} finally {
  await chrome?.kill();
  server.stop();
}

const fmt = (v: number | null, digits = 0) => (v === null ? '-' : v.toFixed(digits));
console.log(
  `\nLighthouse mobile, median of ${RUNS} runs (host CPU benchmark index: ` +
    `${fmt(median(lighthouseResults.map((r) => r.medians.benchmarkIndex)))}; ` +
    'below ~1000 the host is busy and TBT/LCP read high)' +
    (CPU_MULTIPLIER ? `, CPU slowdown ${CPU_MULTIPLIER}x instead of 4x` : '') +
    '\n',
);
console.log(
  table(
    [
      'url',
      'perf',
      'a11y',
      'best',
      'seo',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'transfer KB',
      'JS KB',
    ],
    lighthouseResults.map(({ url, medians: m }) => [
      url,
      fmt(m.performance),
      fmt(m.accessibility),
      fmt(m.bestPractices),
      fmt(m.seo),
      fmt(m.fcpMs),
      fmt(m.lcpMs),
      fmt(m.tbtMs),
      fmt(m.cls, 3),
      kb(m.transferBytes),
      kb(m.jsBytes),
    ]),
  ),
);
for (const { url, failingAudits } of lighthouseResults) {
  if (failingAudits.length) console.log(`  ${url}: audits below 100: ${failingAudits.join(', ')}`);
}

if (interactions.length) {
  console.log(
    `\nFirst interaction (input event -> frame showing the response), 390 px, CPU 4x, ` +
      `150 ms RTT, 1.6 Mbit/s down, tap 3 s after load; median of the runs\n`,
  );
  console.log(
    table(
      ['page', 'interaction', 'median ms', 'runs ms', 'event timing ms', 'JS fetched KB'],
      interactions.map((i) => [
        i.page,
        i.name,
        fmt(i.medianMs),
        i.runs.map((r) => fmt(r.ms)).join(' / '),
        fmt(i.medianInp),
        kb(i.medianScriptBytes),
      ]),
    ),
  );
}

fs.mkdirSync(RESULTS, { recursive: true });
const report = {
  date: new Date().toISOString(),
  runsPerUrl: RUNS,
  build,
  routes,
  lighthouse: lighthouseResults,
  firstInteractions: interactions,
};
const stamp = report.date.replace(/[:.]/g, '-');
fs.writeFileSync(path.join(RESULTS, `bench-${stamp}.json`), JSON.stringify(report, null, 2));
fs.writeFileSync(path.join(RESULTS, 'latest.json'), JSON.stringify(report, null, 2));
console.log(`\nbench: wrote bench-results/bench-${stamp}.json (and latest.json)`);
