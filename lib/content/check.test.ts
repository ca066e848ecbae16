import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BLOG_CATEGORIES } from './blog-categories';
import { CONTENT_DIR } from './parse';

// The content check that runs before `next build` (scripts/content/check.ts), on a copy of
// content/ with three broken articles: every problem of every file, one line each, in one run.
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));
fs.cpSync(CONTENT_DIR, temp, { recursive: true });
const blogDir = path.join(temp, 'blog');
const [first, second, third] = fs.readdirSync(blogDir).filter((name) => name.endsWith('.mdx'));

function edit(name: string, change: (text: string) => string) {
  const file = path.join(blogDir, name);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
}

// 1: a date in words and a misspelt category (two problems in one file).
edit(first!, (text) =>
  text
    .replace(/^date: .*$/m, 'date: 4 March 2025')
    .replace(/^category: .*$/m, 'category: Web Developmnt'),
);
// 2: three takeaways and an unknown author.
edit(second!, (text) =>
  text
    .replace(
      /keyTakeaways:\n(?: {2}- .*\n)+/,
      'keyTakeaways:\n  - "One."\n  - "Two."\n  - "Three."\n',
    )
    .replace(/^author: .*$/m, 'author: nobody-here'),
);
// 3: a misspelt field and a JavaScript expression in the body.
edit(
  third!,
  (text) => text.replace(/^featured: (.*)$/m, 'featured: $1\ndrafts: true') + '\nTwo is {1 + 1}.\n',
);

function runCheck(contentDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check.ts'], {
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: 'utf8',
  });
}

describe('the content check before the build', () => {
  const result = runCheck(temp);
  const output = `${result.stdout}${result.stderr}`;
  const lines = output.split('\n').filter((line) => line.startsWith('  '));
  const lineOf = (name: string, field: string) =>
    lines.filter((line) => line.includes(`${name}: ${field}:`));

  it('fails with every problem of all three files, one line each', () => {
    expect(result.status).toBe(1);
    expect(output).toMatch(/6 problems in 3 files; nothing was built/);
    expect(lines).toHaveLength(6);
    expect(lineOf(first!, 'date')).toEqual([
      expect.stringContaining(
        'write the day as YYYY-MM-DD, e.g. 2025-03-04 (found "4 March 2025")',
      ),
    ]);
    expect(lineOf(second!, 'keyTakeaways')).toEqual([
      expect.stringContaining('keyTakeaways: needs 6 to 8 items, found 3'),
    ]);
    expect(lineOf(second!, 'author')).toEqual([expect.stringContaining('"nobody-here"')]);
    expect(lineOf(third!, 'drafts')).toEqual([expect.stringContaining('unknown field')]);
    // At the file's own line, front matter counted: where an editor's cursor finds it.
    const fileLine =
      fs.readFileSync(path.join(blogDir, third!), 'utf8').split('\n').indexOf('Two is {1 + 1}.') +
      1;
    expect(lineOf(third!, 'body')).toEqual([
      expect.stringContaining(`line ${fileLine}: JavaScript expression {1 + 1} is not allowed`),
    ]);
  });

  it('names the allowed categories for an unknown one', () => {
    const [line] = lineOf(first!, 'category');
    expect(line).toContain('"Web Developmnt" is not declared');
    for (const name of BLOG_CATEGORIES) expect(line).toContain(`"${name}"`);
  });

  it("speaks the site's words: no stack trace, no library wording, no follow-on noise", () => {
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/Too small|Invalid input|ZodError|Error:/);
    expect(output).not.toContain('Failed to collect page data');
  });

  it('passes on the real content', () => {
    const real = runCheck(CONTENT_DIR);
    expect(real.stderr).toBe('');
    expect(real.status).toBe(0);
  });
});
