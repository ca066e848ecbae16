// The post-export step (`npm run build` runs it after `next build`; docs/islands.md#the-post-export-step).
// From Next's static export in out/ it makes the site that is deployed:
// - every page loses every script that is not ours (pages.ts), and its RSC payload files go;
//   Next's client runtime (out/_next/**/*.js) goes too;
// - island pages get the inline loader and the list of their island modules, built here with
//   esbuild from the same source files (bundle.ts), written to out/islands/;
// - every page gets the speculation rules; out/_headers gets the CSP with every inline hash
//   (security-headers.ts); redirect stubs, out/_redirects.
// All or nothing: every page, the source's client boundary (client-boundary.ts) and the
// bundles are checked before anything is written; on any problem the step prints one line per
// problem and leaves out/ exactly as `next build` left it. On an export it has already
// processed (no Next client runtime left) it changes nothing and says so.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE_URL } from '../../lib/site-config';
import { bundleIslands, bundleLoader } from './bundle';
import { clientBoundaryProblems } from './client-boundary';
import { exportedPages, nextClientFiles, rewritePage, rscPayloadFiles } from './pages';
import { headersFor } from './security-headers';

function escapeAttr(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A page that sends its visitor on to `to` (meta refresh + location.replace), noindex. */
export function redirectStub(to: string) {
  const target = escapeAttr(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeAttr(SITE_URL + to)}">
<meta http-equiv="refresh" content="0; url=${target}">
<script>location.replace(${JSON.stringify(to)})</script>
</head>
<body>
<p>This page has moved to <a href="${target}">${target}</a>.</p>
</body>
</html>
`;
}

export type Plan = {
  /** out/-relative path -> text */
  writes: Map<string, string>;
  /** out/-relative paths */
  removals: string[];
  /** one line per problem */
  problems: string[];
  /** what the step did, for the log */
  report: string[];
};

/** Everything the step would do to `outDir`, without touching it. */
export async function planPostExport({
  outDir,
  root,
}: {
  outDir: string;
  root: string;
}): Promise<Plan> {
  const writes = new Map<string, string>();
  const removals: string[] = [];
  const problems = clientBoundaryProblems(root).map((line) => `source: ${line}`);
  const [bundle, loader] = await Promise.all([bundleIslands(root), bundleLoader(root)]);
  problems.push(...bundle.problems);
  const rel = (file: string) => path.relative(outDir, file).split(path.sep).join('/');

  const pages: string[] = [];
  const islandPages: string[] = [];
  for (const { file, route } of exportedPages(outDir)) {
    const original = fs.readFileSync(file, 'utf8');
    const result = rewritePage(route, original, { modules: bundle.modules, loader });
    problems.push(...result.problems);
    pages.push(result.html);
    if (result.html !== original) writes.set(rel(file), result.html);
    if (result.islands.length) islandPages.push(`${route} (${result.islands.join(', ')})`);
    removals.push(...rscPayloadFiles(outDir, file));
  }
  removals.push(...nextClientFiles(outDir));
  for (const [site, text] of bundle.files) writes.set(site.slice(1), text);

  const redirects: Array<{ from: string; to: string }> = JSON.parse(
    fs.readFileSync(path.join(root, 'content/redirects.json'), 'utf8'),
  );
  for (const { from, to } of redirects) {
    const file = `${from.slice(1)}.html`;
    if (fs.existsSync(path.join(outDir, file)))
      problems.push(`${from}: a page exists where content/redirects.json redirects to ${to}`);
    const stub = redirectStub(to);
    writes.set(file, stub);
    pages.push(stub);
  }
  writes.set('_redirects', redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n') + '\n');
  const headers = headersFor({ pages, scripts: [...bundle.files.values()], root });
  writes.set('_headers', headers);

  const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const report = [
    `${pages.length - redirects.length} pages; ${islandPages.length} with islands: ${islandPages.join('; ') || 'none'}`,
    `inline loader ${kb(loader.length)} (${kb(gzipSync(loader).length)} gzipped); ${bundle.files.size} island module files`,
    `removed: ${removals.length} files of Next's client runtime and RSC payloads`,
    `${redirects.length} redirect stubs and _redirects; _headers (CSP ${kb(csp.length)})`,
  ];
  // Hosts and clients cap a header's size (often 8-16 KB).
  if (csp.length > 8 * 1024) report.push('WARNING: the CSP header is over 8 KB');
  return { writes, removals, problems, report };
}

/** True when `next build` left this export and the step has not run on it yet. */
export const isFreshExport = (outDir: string) => nextClientFiles(outDir).length > 0;

/**
 * Runs the step; returns the exit code. Prints one line per problem, no stack trace.
 */
export async function postExport({
  outDir,
  root,
  log = (line) => console.log(line),
}: {
  outDir: string;
  root: string;
  log?: (line: string) => void;
}) {
  const say = (line: string) => log(`postexport: ${line}`);
  if (!fs.existsSync(outDir)) {
    say(`${outDir} is missing: run next build first`);
    return 1;
  }
  if (!isFreshExport(outDir)) {
    say('out/ has no Next client runtime left: it was post-processed already; nothing to do');
    return 0;
  }
  const plan = await planPostExport({ outDir, root });
  if (plan.problems.length) {
    plan.problems.forEach(say);
    say(`${plan.problems.length} problem(s); out/ is left as next build wrote it`);
    return 1;
  }
  for (const [file, text] of plan.writes) {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  for (const file of plan.removals) fs.rmSync(path.join(outDir, file), { force: true });
  removeEmptyDirs(outDir);
  plan.report.forEach(say);
  return 0;
}

/** Folders the removals emptied (a page's RSC folder, Next's chunk folders). */
function removeEmptyDirs(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) {
      const full = path.join(dir, entry.name);
      removeEmptyDirs(full);
      if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
    }
}
