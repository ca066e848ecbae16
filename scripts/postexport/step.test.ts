import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT } from './bundle';
import { postExport } from './step';
import { GOOD_ISLAND, snapshot, writeExport } from './testing/export-fixture';

const ROOT = process.cwd();
// Each run bundles the islands with esbuild: seconds on a busy machine.
jest.setTimeout(60_000);

let outDir: string;
let lines: string[];
const run = () => postExport({ outDir, root: ROOT, log: (line) => lines.push(line) });

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postexport-'));
  lines = [];
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('the post-export step', () => {
  it('strips Next from every page, adds the loader where an island is, and writes the host files', async () => {
    writeExport(outDir, GOOD_ISLAND);
    expect(await run()).toBe(0);
    const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const about = fs.readFileSync(path.join(outDir, 'about.html'), 'utf8');
    for (const page of [home, about]) {
      expect(page).not.toContain('/_next/static/chunks/runtime.js');
      expect(page).not.toContain('__next_f');
      expect(page).toContain('<script type="application/ld+json">');
      expect(page).toContain('<script type="speculationrules">');
      expect(page).toContain('/_next/static/chunks/site.css');
    }
    expect(home).toMatch(
      /<script type="application\/json" id="island-modules">\{"back-to-top":\["\/islands\/back-to-top-\w+\.js"/,
    );
    expect(about).not.toContain('island-modules');
    expect(fs.readFileSync(path.join(outDir, '404.html'), 'utf8')).toContain(
      'console.error("404 Error',
    );
    const files = Object.keys(snapshot(outDir));
    expect(files.filter((f) => f.endsWith('.txt'))).toEqual(['robots.txt']);
    expect(files.filter((f) => f.startsWith('_next/'))).toEqual(['_next/static/chunks/site.css']);
    expect(files.some((f) => /^islands\/back-to-top-\w+\.js$/.test(f))).toBe(true);
    // Every island file, entries and shared chunks, is compiled while it downloads.
    for (const file of files.filter((f) => f.startsWith('islands/')))
      expect(fs.readFileSync(path.join(outDir, file), 'utf8').split('\n')[0]).toBe(COMPILE_HINT);
    const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
    expect(headers).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+'){3,}/);
    expect(fs.existsSync(path.join(outDir, '_redirects'))).toBe(true);
  });

  it('a second run changes nothing, and says so', async () => {
    writeExport(outDir, GOOD_ISLAND);
    expect(await run()).toBe(0);
    const after = snapshot(outDir);
    lines = [];
    expect(await run()).toBe(0);
    expect(snapshot(outDir)).toEqual(after);
    expect(lines).toEqual([
      'postexport: out/ has no Next client runtime left: it was post-processed already; nothing to do',
    ]);
  });

  it.each([
    [
      'a marker of no registered island',
      '<div data-island="carousel" data-island-props="{}"></div>',
      /^postexport: \/: data-island="carousel" names no island of lib\/islands\/registry\.ts$/,
    ],
    [
      'an island without its props',
      '<div data-island="chat"></div>',
      /^postexport: \/: island "chat" has no data-island-props JSON on its root/,
    ],
    [
      'an island inside another',
      `<div data-island="chat" data-island-props="{}">${GOOD_ISLAND}</div>`,
      /^postexport: \/: island "back-to-top" is inside island "chat"/,
    ],
    [
      'a company fact left as its token',
      `<p>People answer on chat, {{hours}}; a template reads {{ count }}.</p><pre><code>{{ name }}</code></pre>${GOOD_ISLAND}`,
      /^postexport: \/: shows the site token \{\{hours\}\} unfilled/,
    ],
  ])('fails on %s: one line naming the page, out/ byte-identical', async (_, island, message) => {
    writeExport(outDir, island);
    const before = snapshot(outDir);
    expect(await run()).toBe(1);
    expect(snapshot(outDir)).toEqual(before);
    expect(lines[0]).toMatch(message);
    expect(lines.at(-1)).toBe('postexport: 1 problem(s); out/ is left as next build wrote it');
    expect(lines).toHaveLength(2);
  });
});
