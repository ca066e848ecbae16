import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDirs, type BuildDirs } from './build';
import { GOOD_ISLAND, snapshot, writeExport } from './testing/export-fixture';

// The steps after `next build` on a small export (docs/islands.md#an-atomic-build): stopped at
// any point, they leave the previous out/ as it was, and a re-run gives what a clean run gives,
// byte for byte. Each run is its own process under tsx, as `npm run build` runs it (Pagefind is
// an ES module jest cannot load), and bundles the islands with esbuild: seconds each.
jest.setTimeout(300_000);
const ROOT = process.cwd();

const sites: string[] = [];
/** A site folder holding a fresh export, as `next build` leaves it. */
function exported(): BuildDirs {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  sites.push(site);
  const dirs = buildDirs(site);
  writeExport(dirs.exportDir, GOOD_ISLAND);
  return dirs;
}
afterAll(() => sites.forEach((site) => fs.rmSync(site, { recursive: true, force: true })));

/** out/ of a previous build, which a failed build must leave alone. */
function previousSite(dirs: BuildDirs) {
  fs.mkdirSync(dirs.out, { recursive: true });
  fs.writeFileSync(path.join(dirs.out, 'index.html'), '<!doctype html><p>the previous build</p>');
  return snapshot(dirs.out);
}

/**
 * Runs the build's steps on `dirs` in a process of their own. It fails (throws) once the step
 * `failAfter` has passed, or is killed outright (SIGKILL, no cleanup) once `killAfter` has.
 * Resolves to the exit code, or the signal that ended it.
 */
function finish(dirs: BuildDirs, { failAfter = '', killAfter = '' } = {}) {
  const script =
    `import(${JSON.stringify(path.join(ROOT, 'scripts/postexport/build.ts'))}).then((m) =>` +
    ` m.finishBuild({ root: ${JSON.stringify(ROOT)}, dirs: ${JSON.stringify(dirs)},` +
    ` log: () => {}, onStep: (step) => { console.log('passed ' + step);` +
    ` if (step === ${JSON.stringify(failAfter)}) throw new Error('stopped'); } }))` +
    `.catch(() => process.exit(1))`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT });
  return new Promise<string>((resolve) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (killAfter && said.includes(`passed ${killAfter}`)) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => resolve(signal ?? String(code)));
  });
}

let clean: Record<string, string>;
beforeAll(async () => {
  const dirs = exported();
  expect(await finish(dirs)).toBe('0');
  clean = snapshot(dirs.out);
});

describe('the build after next build', () => {
  it('swaps the finished site in as out/, leaves the export as Next wrote it, stages nothing', () => {
    expect(Object.keys(clean)).toEqual(
      expect.arrayContaining(['index.html', '_headers', '_redirects', 'robots.txt']),
    );
    expect(Object.keys(clean).some((file) => file.startsWith('pagefind/'))).toBe(true);
    expect(Object.keys(clean).some((file) => file.endsWith('.txt') && file !== 'robots.txt')).toBe(
      false,
    );
  });

  it('failing after any step leaves the previous out/ untouched; the re-run equals a clean run', async () => {
    const dirs = exported();
    const previous = previousSite(dirs);
    const exportedFiles = snapshot(dirs.exportDir);
    // One after another, each from what the failure before it left behind (every run starts by
    // replacing the staged copy): three failures, then the one re-run they all need.
    for (const failAfter of ['unpublish-originals', 'postexport', 'search-index']) {
      expect(await finish(dirs, { failAfter })).toBe('1');
      expect(snapshot(dirs.out)).toEqual(previous);
      expect(snapshot(dirs.exportDir)).toEqual(exportedFiles);
    }
    expect(await finish(dirs)).toBe('0');
    expect(snapshot(dirs.out)).toEqual(clean);
    expect(fs.existsSync(dirs.staging)).toBe(false);
    expect(fs.existsSync(dirs.previous)).toBe(false);
  });

  it('killed in the middle of the post-export step, it re-runs to the clean result', async () => {
    const dirs = exported();
    const previous = previousSite(dirs);
    expect(await finish(dirs, { killAfter: 'unpublish-originals' })).toBe('SIGKILL');
    expect(fs.existsSync(dirs.staging)).toBe(true);
    expect(snapshot(dirs.out)).toEqual(previous);
    expect(await finish(dirs)).toBe('0');
    expect(snapshot(dirs.out)).toEqual(clean);
  });

  it('stopped between the two renames (out/ set aside), the re-run puts it right', async () => {
    const dirs = exported();
    previousSite(dirs);
    fs.renameSync(dirs.out, dirs.previous);
    expect(await finish(dirs)).toBe('0');
    expect(snapshot(dirs.out)).toEqual(clean);
    expect(fs.existsSync(dirs.previous)).toBe(false);
  });
});
