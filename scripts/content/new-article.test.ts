import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAllPosts } from '@/lib/content/blog';
import { BLOG_CATEGORIES } from '@/lib/content/blog-categories';
import { CONTENT_DIR } from '@/lib/content/parse';
import { slugify } from '@/lib/utils/slugify';

// `npm run new:article` in a copy of the project's content/ and public/uploads/blog/ (it
// writes where it runs), then the content check the build runs first, on the same copy.
const REPO = process.cwd();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-article-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.cpSync(CONTENT_DIR, path.join(root, 'content'), { recursive: true });
fs.cpSync(path.join(REPO, 'public/uploads/blog'), path.join(root, 'public/uploads/blog'), {
  recursive: true,
});

const env = { ...process.env };
delete env.CONTENT_DIR;
const run = (script: string, args: string[] = []) =>
  spawnSync(process.execPath, [path.join(REPO, script), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });

const title = 'Design Systems That Scale';
const slug = slugify(title);
const category = BLOG_CATEGORIES[2]!;
const author = 'priya-nair';
const file = path.join(root, 'content/blog', `${slug}.mdx`);
const scaffold = run('scripts/content/new-article.mjs', [
  title,
  '--category',
  category,
  '--author',
  author,
]);
const today = new Date().toISOString().slice(0, 10);

describe('npm run new:article', () => {
  jest.setTimeout(120_000);
  it('writes a draft named from the title, dated today, with its generated art, and says what next', () => {
    expect(scaffold.stderr).toBe('');
    expect(scaffold.status).toBe(0);
    expect(scaffold.stdout).toContain(`wrote content/blog/${slug}.mdx`);
    expect(scaffold.stdout).toMatch(/Next:\n\s+1\. npm run dev/);
    expect(fs.existsSync(path.join(root, 'public/uploads/blog', `${slug}.svg`))).toBe(true);
    const posts = loadAllPosts({
      dir: path.join(root, 'content/blog'),
      publicDir: path.join(root, 'public'),
    });
    const post = posts.find((p) => p.slug === slug)!;
    expect(post).toMatchObject({ title, category, date: today, status: 'draft' });
    expect(post.author.id).toBe(author);
    expect(post.keyTakeaways).toHaveLength(6);
    // Hints for the editor above the fields.
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^# .*\ntitle: /m);
  });

  it('writes a file that builds as it is (the check the build runs first passes)', () => {
    const check = run('scripts/content/check.mjs');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('refuses a title whose slug exists, and an unknown category or author', () => {
    const again = run('scripts/content/new-article.mjs', [
      title.toUpperCase(),
      '--category',
      category,
      '--author',
      author,
    ]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`"${slug}" is taken`);
    const typo = run('scripts/content/new-article.mjs', [
      'Another One',
      '--category',
      'Web Developmnt',
      '--author',
      author,
    ]);
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain(BLOG_CATEGORIES.join(', '));
    const nobody = run('scripts/content/new-article.mjs', [
      'Another One',
      '--category',
      category,
      '--author',
      'nobody',
    ]);
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain('unknown author "nobody"');
    expect(fs.existsSync(path.join(root, 'content/blog/another-one.mdx'))).toBe(false);
  });

  it('cannot be published with its TODO placeholders', () => {
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^draft: true\n/m, ''));
    const check = run('scripts/content/check.mjs');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      `content/blog/${slug}.mdx: draft: the article still has TODO placeholders`,
    );
  });
});
