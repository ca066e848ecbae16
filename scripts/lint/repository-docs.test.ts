import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository explains itself (docs/README.md): reasons live in docs/, comments cite them by
 * heading, nothing points at notes outside the repository, and the README stays short enough
 * that its two commands are the first thing a newcomer reads.
 */

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.startsWith('node_modules/') && fs.existsSync(file))
  .filter((file) => fs.statSync(file).isFile());

/** Text files only: a NUL byte in the first 8 KB marks a binary (images, fonts). */
function readText(file: string): string | null {
  const buffer = fs.readFileSync(file);
  return buffer.subarray(0, 8192).includes(0) ? null : buffer.toString('utf8');
}

const texts = new Map<string, string>();
for (const file of tracked) {
  const text = readText(file);
  if (text !== null) texts.set(file, text);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) anchors.add(headingSlug(heading[1] ?? ''));
  }
  return anchors;
}

/** Every `docs/<file>.md#<heading>` anywhere, and every `](file.md#heading)` inside docs/. */
function citations(): { from: string; file: string; anchor: string }[] {
  const found: { from: string; file: string; anchor: string }[] = [];
  for (const [from, text] of texts) {
    for (const [, name = '', anchor = ''] of text.matchAll(/\bdocs\/([\w.-]+\.md)#([\w-]+)/g))
      found.push({ from, file: `docs/${name}`, anchor });
    if (from.startsWith('docs/') && from.endsWith('.md'))
      for (const [, name, anchor = ''] of text.matchAll(/\]\(([\w.-]+\.md)?#([\w-]+)\)/g))
        found.push({ from, file: name ? `docs/${name}` : from, anchor });
  }
  return found;
}

describe('the repository explains itself', () => {
  it('cites no notes kept outside the repository', () => {
    // Built from parts, so this file does not match itself.
    const outside = [['decisions', 'md'].join('.'), ['..', 'shared', ''].join('/')];
    const offenders = [...texts]
      .flatMap(([file, text]) =>
        text.split('\n').map((line, index) => ({ file, line: index + 1, text: line })),
      )
      .filter(({ text }) => outside.some((needle) => text.includes(needle)))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('resolves every citation of a docs/ heading', () => {
    const broken = citations()
      .filter(({ file, anchor }) => {
        const target = texts.get(file);
        return target === undefined || !anchorsOf(target).has(anchor);
      })
      .map(({ from, file, anchor }) => `${from} cites ${file}#${anchor}`);
    expect(broken).toEqual([]);
  });

  it('finds the citations it checks', () => {
    // Guards the test above against a pattern that silently matches nothing.
    expect(citations().length).toBeGreaterThan(10);
  });
});

describe('README.md', () => {
  const readme = fs
    .readFileSync(path.join(process.cwd(), 'README.md'), 'utf8')
    .trimEnd()
    .split('\n');

  it('is at most 300 lines', () => {
    expect(readme.length).toBeLessThanOrEqual(300);
  });

  it('shows how to run the site and every check on its first screen', () => {
    const firstScreen = readme.slice(0, 40).join('\n');
    expect(firstScreen).toContain('npm install --no-audit --no-fund && npm start');
    expect(firstScreen).toContain('npm install --no-audit --no-fund && npm test');
  });
});
