// How the build scales with the number of articles. Copies the project to a temporary
// directory (node_modules hard-linked), adds N generated MDX articles that pass the blog's
// schema, builds from scratch and reports build time, out/ size and peak memory, for each N.
//
//   npx tsx scripts/bench/scale.ts [--counts 0,100,500,1000] [--keep]
//
// Results are printed and written to bench-results/scale-<date>.json. The temporary copy is
// removed at the end (unless --keep). Nothing in this checkout changes.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import matter from 'gray-matter';
import { chromium } from '@playwright/test';
import { filesUnder } from '../../lib/utils/files-under';
import { startPreview } from '../preview/worker';
import { option } from './args';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';

const ROOT = process.cwd();
const args = process.argv.slice(2);
const COUNTS = option('counts', '0,100,500,1000')
  .split(',')
  .map((n) => Number(n.trim()));
/** Generated articles are recognisable by their slug ("…-field-note-0001"). */
const GENERATED = /-field-note-\d{4}\.mdx$/;

/** Lower-cases, turns every run of non-alphanumerics into one hyphen and trims hyphens. */
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

// ---- the temporary copy -------------------------------------------------------------------
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.git',
  'test-results',
  'bench-results',
  'playwright-report',
  'coverage',
  '.data',
]);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'arcforge-scale-'));
for (const entry of fs.readdirSync(ROOT)) {
  if (SKIP.has(entry)) continue;
  fs.cpSync(path.join(ROOT, entry), path.join(work, entry), { recursive: true });
}
// Hard links: instant, no extra disk, and Turbopack sees a real node_modules inside the project.
execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(work, 'node_modules')]);
console.log(`scale: working copy in ${work}`);

// ---- generated articles -------------------------------------------------------------------
const blogDir = path.join(work, 'content', 'blog');
const existing = fs
  .readdirSync(blogDir)
  .filter((name) => name.endsWith('.mdx') && !GENERATED.test(name))
  .map((name) => matter(fs.readFileSync(path.join(blogDir, name), 'utf8')).data);
if (existing.length === 0)
  throw new Error('scale: content/blog has no article to take the shape from');
const categories = [...new Set(existing.map((a) => a.category))];
const heroImages = [...new Set(existing.map((a) => a.heroImage))];
const people: { id: string }[] = JSON.parse(
  fs.readFileSync(path.join(work, 'content', 'people.json'), 'utf8'),
);
const authors = people.map((p) => p.id);

const TOPICS = [
  'Delivery Pipelines',
  'Release Trains',
  'API Contracts',
  'Data Migrations',
  'Mobile Releases',
  'Cloud Budgets',
  'Team Onboarding',
  'Incident Reviews',
  'Search Indexing',
  'Payment Flows',
  'Feature Flags',
  'Load Testing',
];
const VERBS = ['Scaling', 'Shipping', 'Measuring', 'Hardening', 'Planning', 'Simplifying'];
const SENTENCES = [
  'Most teams discover the real constraint only after the first release, when traffic and expectations arrive together.',
  'We start every engagement by writing down what done means, who decides, and which numbers will tell us we are on track.',
  'A small, boring architecture that the whole team understands beats a clever one that only its author can change safely.',
  'Automated checks on every pull request keep the main branch releasable, which is what makes weekly releases routine.',
  'The cost of a decision grows with the number of people who have to unlearn it, so we record the reasons beside the code.',
  'Product managers get a demo every sprint, not a status report, because working software answers questions faster than slides.',
  'When a metric moves, we look at the distribution before the average: one slow customer can hide behind a healthy mean.',
  'Onboarding is a product too: a new engineer should merge a small change on the first day and ship a feature in the first week.',
  'Budgets for latency, bundle size and cloud spend turn arguments about taste into a comparison with a number agreed in advance.',
  'Every incident ends with a written review that names the missing safeguard, never the person who happened to be on call.',
];

function paragraph(seed: number, count: number) {
  return Array.from({ length: count }, (_, i) => SENTENCES[(seed + i * 3) % SENTENCES.length]).join(
    ' ',
  );
}

function article(index: number) {
  const number = String(index + 1).padStart(4, '0');
  const topic = TOPICS[index % TOPICS.length] ?? '';
  const title = `${VERBS[index % VERBS.length]} ${topic}: Field Note ${number}`;
  const slug = slugify(title);
  const day = new Date(Date.UTC(2023, 0, 1) + (index % 700) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const takeaways = Array.from(
    { length: 7 },
    (_, i) => `${SENTENCES[(index + i) % SENTENCES.length]}`,
  );
  const sections = [
    'Where the time goes',
    'What we changed',
    'How we measure it',
    'What to do next',
  ]
    .map((heading, s) =>
      [
        `## ${heading}`,
        paragraph(index + s, 5),
        paragraph(index + s + 1, 4),
        `- ${SENTENCES[(index + s) % 10]}\n- ${SENTENCES[(index + s + 5) % 10]}`,
        paragraph(index + s + 2, 5),
      ].join('\n\n'),
    )
    .join('\n\n');
  const frontmatter = {
    title,
    slug,
    excerpt: `A field note on ${topic.toLowerCase()}: what slowed the team down, what we changed and the numbers we now watch every week.`,
    category: categories[index % categories.length],
    author: authors[index % authors.length],
    date: day,
    heroImage: heroImages[index % heroImages.length],
    featured: false,
    keyTakeaways: takeaways,
  };
  return { slug, text: matter.stringify(`${paragraph(index, 4)}\n\n${sections}\n`, frontmatter) };
}

function setArticles(count: number) {
  for (const name of fs.readdirSync(blogDir))
    if (GENERATED.test(name)) fs.rmSync(path.join(blogDir, name));
  for (let i = 0; i < count; i += 1) {
    const { slug, text } = article(i);
    // File name = slug, as the loader requires.
    fs.writeFileSync(path.join(blogDir, `${slug}.mdx`), text);
  }
}

// ---- measuring a build --------------------------------------------------------------------
function processTree(rootPid: number | undefined) {
  const children = new Map<string | undefined, string[]>();
  const rss = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const ppid = /PPid:\s+(\d+)/.exec(status)?.[1];
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.set(pid, kb * 1024);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      /* the process ended while we looked */
    }
  }
  let total = 0;
  let largest = 0;
  const stack = [String(rootPid)];
  while (stack.length) {
    const pid = stack.pop() ?? '';
    total += rss.get(pid) ?? 0;
    largest = Math.max(largest, rss.get(pid) ?? 0);
    stack.push(...(children.get(pid) ?? []));
  }
  return { total, largest };
}

function dirSize(dir: string) {
  const files = filesUnder(dir);
  return {
    bytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    files: files.length,
  };
}

function build() {
  fs.rmSync(path.join(work, '.next'), { recursive: true, force: true });
  fs.rmSync(path.join(work, 'out'), { recursive: true, force: true });
  return new Promise<{
    seconds: number;
    cpuSeconds: number | null;
    peak: { total: number; largest: number };
  }>((resolve, reject) => {
    const start = performance.now();
    // GNU time adds the CPU seconds of every process of the build (user + system): a figure
    // that other load on the machine disturbs far less than the wall-clock time.
    const child = spawn('/usr/bin/time', ['-f', 'SCALE_CPU %U %S', 'npm', 'run', 'build'], {
      cwd: work,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    let peak = { total: 0, largest: 0 };
    const timer = setInterval(() => {
      const now = processTree(child.pid);
      peak = {
        total: Math.max(peak.total, now.total),
        largest: Math.max(peak.largest, now.largest),
      };
    }, 200);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`build failed:\n${log.slice(-3000)}`));
      const cpu = /SCALE_CPU ([\d.]+) ([\d.]+)/.exec(log);
      resolve({
        seconds: (performance.now() - start) / 1000,
        cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : null,
        peak,
      });
    });
  });
}

// ---- the blog's weight and the search's ----------------------------------------------------
const gzipBytes = (file: string) =>
  fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;

/**
 * Bytes a visitor's browser fetches for one typical query on /search (Pagefind's script,
 * WebAssembly, metadata, index chunks and the first results' fragments), counted as decoded
 * bodies from the host's own runtime serving out/ (so an upper bound of what travels).
 */
async function searchQueryBytes(outDir: string, query = 'delivery') {
  const server = await startPreview({
    dir: outDir,
    port: Number(option('port', 4650)),
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    let bytes = 0;
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.startsWith('/pagefind/')) return;
      bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${server.origin}/search?q=${query}`);
    await page
      .locator('#site-search-status')
      .filter({ hasText: /result|No pages/ })
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return bytes;
  } finally {
    await browser.close();
    server.stop();
  }
}

function searchFigures(outDir: string) {
  const pagefind = path.join(outDir, 'pagefind');
  const index = fs.existsSync(pagefind)
    ? ['index', 'fragment', 'filter'].reduce(
        (sum, sub) =>
          sum +
          (fs.existsSync(path.join(pagefind, sub)) ? dirSize(path.join(pagefind, sub)).bytes : 0),
        0,
      )
    : 0;
  return {
    blogHtmlGzipBytes: gzipBytes(path.join(outDir, 'blog.html')),
    blogIndexGzipBytes: gzipBytes(path.join(outDir, 'blog', 'search-index.json')),
    pagefindIndexBytes: index,
  };
}

// ---- run ----------------------------------------------------------------------------------
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const results: (ReturnType<typeof searchFigures> & {
  queryBytes: number | null;
  articlesAdded: number;
  articlePages: number;
  seconds: number;
  cpuSeconds: number | null;
  outBytes: number;
  outFiles: number;
  peakTreeRssBytes: number;
  peakProcessRssBytes: number;
})[] = [];
try {
  for (const count of COUNTS) {
    setArticles(count);
    process.stdout.write(`scale: N = ${count}: building… `);
    const { seconds, cpuSeconds, peak } = await build();
    const out = dirSize(path.join(work, 'out'));
    const pages = fs.existsSync(path.join(work, 'out', 'blog'))
      ? fs.readdirSync(path.join(work, 'out', 'blog')).filter((n) => n.endsWith('.html')).length
      : 0;
    const search = searchFigures(path.join(work, 'out'));
    const queryBytes = await searchQueryBytes(path.join(work, 'out')).catch((error: Error) => {
      console.warn(`scale: query measurement failed: ${error.message}`);
      return null;
    });
    results.push({
      ...search,
      queryBytes,
      articlesAdded: count,
      articlePages: pages,
      seconds,
      cpuSeconds,
      outBytes: out.bytes,
      outFiles: out.files,
      peakTreeRssBytes: peak.total,
      peakProcessRssBytes: peak.largest,
    });
    console.log(
      `${seconds.toFixed(1)} s (CPU ${cpuSeconds?.toFixed(1) ?? '?'} s), out/ ${mb(out.bytes)} MB (${out.files} files), peak ${mb(peak.total)} MB`,
    );
    console.log(
      `  /blog ${kb(search.blogHtmlGzipBytes)} KB gz, blog index ${kb(search.blogIndexGzipBytes)} KB gz, ` +
        `Pagefind index ${kb(search.pagefindIndexBytes)} KB, a query fetches ${queryBytes === null ? '?' : kb(queryBytes)} KB`,
    );
  }
} finally {
  if (!args.includes('--keep')) fs.rmSync(work, { recursive: true, force: true });
}

const base = results.find((r) => r.articlesAdded === 0) ?? results[0];
if (!base) throw new Error('scale: no build was measured');
console.log(
  '\n| Articles added | Article pages | Build time (wall) | Build CPU (user+sys) | out/ size | out/ files | Peak memory (all build processes) | Largest process |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.articlesAdded} | ${r.articlePages} | ${r.seconds.toFixed(1)} s | ${r.cpuSeconds?.toFixed(1) ?? '-'} s | ${mb(r.outBytes)} MB | ${r.outFiles} | ${mb(r.peakTreeRssBytes)} MB | ${mb(r.peakProcessRssBytes)} MB |`,
  );
}
console.log(
  '\n| Articles added | /blog HTML (gzip) | Blog index (gzip) | Pagefind index | A query fetches | Build CPU per added article |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const added = r.articlesAdded - base.articlesAdded;
  const perArticle =
    added > 0 && r.cpuSeconds !== null && base.cpuSeconds !== null
      ? `${(((r.cpuSeconds - base.cpuSeconds) / added) * 1000).toFixed(0)} ms`
      : '-';
  console.log(
    `| ${r.articlesAdded} | ${kb(r.blogHtmlGzipBytes)} KB | ${kb(r.blogIndexGzipBytes)} KB | ${kb(r.pagefindIndexBytes)} KB | ${r.queryBytes === null ? '-' : `${kb(r.queryBytes)} KB`} | ${perArticle} |`,
  );
}
for (const r of results.filter((r) => r.articlesAdded > base.articlesAdded)) {
  const n = r.articlesAdded - base.articlesAdded;
  const cpu =
    r.cpuSeconds !== null && base.cpuSeconds !== null
      ? (((r.cpuSeconds - base.cpuSeconds) / n) * 1000).toFixed(0)
      : '?';
  console.log(
    `Per article (N = ${r.articlesAdded}): ${(((r.seconds - base.seconds) / n) * 1000).toFixed(0)} ms wall, ` +
      `${cpu} ms CPU, ` +
      `${((r.outBytes - base.outBytes) / n / 1024).toFixed(1)} KB out/, ` +
      `${((r.peakTreeRssBytes - base.peakTreeRssBytes) / n / 1024).toFixed(0)} KB peak memory`,
  );
}
fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
const file = path.join(
  ROOT,
  'bench-results',
  `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
fs.writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2),
);
console.log(`\nscale: wrote ${path.relative(ROOT, file)}`);
