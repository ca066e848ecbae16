// Everything `npm run build` does after `next build`, all or nothing (docs/islands.md#an-atomic-build):
// `next build` exports into EXPORT_DIR (next.config.mjs's distDir), never into out/. This copies
// that export into STAGING_DIR and runs the steps there: unpublish the original photos, the
// post-export step (step.ts), the search index. Only when every step has passed does the staged
// site replace out/, by renaming folders. A step that fails or is killed leaves out/ as the
// previous build left it, and the export as Next wrote it, so running again from any state
// (this script alone, or the whole build) gives the same out/ as a clean run.
import fs from 'node:fs';
import path from 'node:path';
import { unpublishOriginals } from '../content/unpublish-originals';
import { buildSearchIndex } from './search-index';
import { postExport } from './step';

/** Where `next build` exports (next.config.mjs sets it as distDir for the build). */
export const EXPORT_DIR = '.out-export';
/** Where the steps work on a copy of the export. */
export const STAGING_DIR = '.out-staging';
/** Where the previous out/ waits between the two renames that swap the new one in. */
export const PREVIOUS_DIR = '.out-previous';

export type BuildDirs = { exportDir: string; staging: string; out: string; previous: string };

/** The build's folders under `site` (the repository, for `npm run build`). */
export const buildDirs = (site: string): BuildDirs => ({
  exportDir: path.join(site, EXPORT_DIR),
  staging: path.join(site, STAGING_DIR),
  out: path.join(site, 'out'),
  previous: path.join(site, PREVIOUS_DIR),
});

/** The steps, in order, on the staged copy; each throws or returns a line for the log. */
const STEPS: Array<[string, (staging: string, root: string) => Promise<string>]> = [
  ['unpublish-originals', async (staging) => unpublishOriginals(staging)],
  [
    'postexport',
    async (staging, root) => {
      const lines: string[] = [];
      const code = await postExport({ outDir: staging, root, log: (line) => lines.push(line) });
      if (code !== 0) throw new Error(lines.join('\n'));
      return lines.join('\n');
    },
  ],
  [
    'search-index',
    async (staging) => {
      const kinds = await buildSearchIndex(staging);
      const total = Object.values(kinds).reduce((a, b) => a + b, 0);
      const list = Object.entries(kinds).map(([kind, n]) => `${n} ${kind}`);
      return `search-index: ${total} pages in out/pagefind (${list.join(', ')})`;
    },
  ],
];

/**
 * Runs the steps and swaps the result in as out/. `root` is the repository (its sources: the
 * islands, the client boundary); `onStep` hears each step's name once it has passed.
 */
export async function finishBuild({
  root,
  dirs = buildDirs(root),
  log = (line) => console.log(line),
  onStep = () => {},
}: {
  root: string;
  dirs?: BuildDirs;
  log?: (line: string) => void;
  onStep?: (step: string) => void | Promise<void>;
}) {
  // A run stopped between the two renames below left the previous site aside: put it back.
  if (!fs.existsSync(dirs.out) && fs.existsSync(dirs.previous))
    fs.renameSync(dirs.previous, dirs.out);
  if (!fs.existsSync(dirs.exportDir))
    throw new Error(`${dirs.exportDir} is missing: run next build first`);
  fs.rmSync(dirs.staging, { recursive: true, force: true });
  fs.cpSync(dirs.exportDir, dirs.staging, { recursive: true });
  for (const [name, step] of STEPS) {
    log(await step(dirs.staging, root));
    await onStep(name);
  }
  // The swap: out/ aside, the staged site in its place, the old one deleted. Each rename is
  // atomic; a stop between the two is repaired by the first lines of the next run.
  fs.rmSync(dirs.previous, { recursive: true, force: true });
  if (fs.existsSync(dirs.out)) fs.renameSync(dirs.out, dirs.previous);
  fs.renameSync(dirs.staging, dirs.out);
  fs.rmSync(dirs.previous, { recursive: true, force: true });
}
