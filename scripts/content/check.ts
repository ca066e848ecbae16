// Runs before `next build` (package.json prebuild) and on its own (`npm run check:content`):
// validates every file of content/ and prints every problem of every file at once, one line
// each, in the site's words, then exits 1. No stack traces: the build never starts on bad
// content, so Next's follow-on errors never appear (docs/editors.md#what-the-build-checks).
// With --warn (before `next dev`) it prints the same list and lets the server start: the
// browser then shows each problem on the page it breaks, and fixing a file needs no restart.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const warnOnly = process.argv.includes('--warn');
// jiti runs the site's TypeScript loaders as they are, with the '@/' alias of tsconfig.json.
const jiti = createJiti(import.meta.url, { alias: { '@': root }, interopDefault: true });

const started = Date.now();
const { checkContent } = await jiti.import<typeof import('@/lib/content/check')>(
  path.join(root, 'lib/content/check.ts'),
);
const problems = await checkContent();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length) {
  const files = new Set(problems.map((p) => p.file));
  const count = `${problems.length} problem${problems.length > 1 ? 's' : ''} in ${files.size} file${files.size > 1 ? 's' : ''}`;
  console.error(
    warnOnly
      ? `\ncheck:content: ${count}; the development server starts anyway and shows them in the browser:\n`
      : `\ncheck:content: ${count}; nothing was built. Fix them and run again (see docs/editors.md):\n`,
  );
  for (const { file, issue } of problems) console.error(`  ${file}: ${issue}`);
  console.error('');
  if (!warnOnly) process.exit(1);
}
console.log(`check:content: every file in content/ is valid (${seconds} s)`);
