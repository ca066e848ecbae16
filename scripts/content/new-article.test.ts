import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { buildDay, loadAllPosts } from '@/lib/content/blog';
import { BLOG_CATEGORIES } from '@/lib/content/blog-categories';
import { CONTENT_DIR } from '@/lib/content/parse';
import { publishedImage } from '@/lib/images/raster';
import { loadBlogModules } from '@/testing/blog-modules';
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
// tsx by its file: the scripts run in the copy, where the bare name 'tsx' does not resolve.
const TSX = pathToFileURL(require.resolve('tsx')).href;
const run = (script: string, args: string[] = []) =>
  spawnSync(process.execPath, ['--import', TSX, path.join(REPO, script), ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });

const title = 'Design Systems That Scale';
const slug = slugify(title);
const category = BLOG_CATEGORIES[2]!;
const author = 'priya-nair';
const file = path.join(root, 'content/blog', `${slug}.mdx`);
const scaffold = run('scripts/content/new-article.ts', [
  title,
  '--category',
  category,
  '--author',
  author,
]);
// The build's day (CONTENT_TODAY, which jest sets once per run): the scaffold dates by it too.
const today = buildDay();

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
    const check = run('scripts/content/check.ts');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('refuses a title whose slug exists, and an unknown category or author', () => {
    const again = run('scripts/content/new-article.ts', [
      title.toUpperCase(),
      '--category',
      category,
      '--author',
      author,
    ]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`"${slug}" is taken`);
    const typo = run('scripts/content/new-article.ts', [
      'Another One',
      '--category',
      'Web Developmnt',
      '--author',
      author,
    ]);
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain(BLOG_CATEGORIES.join(', '));
    const nobody = run('scripts/content/new-article.ts', [
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
    const check = run('scripts/content/check.ts');
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(
      `content/blog/${slug}.mdx: draft: the article still has TODO placeholders`,
    );
  });
});

/** What an editor does after the scaffold: the words written, the TODOs gone, published. */
function publish(text: string, heroImage: string): string {
  const takeaways = Array.from(
    { length: 6 },
    (_, i) => `  - "Lesson ${i + 1} is one full sentence."`,
  );
  const [, frontMatter] = text.split(/^---$/m);
  return `---${frontMatter!
    .replace(
      /^excerpt: .*$/m,
      'excerpt: "How a design system survives its third product team, and the two rules that kept ours."',
    )
    .replace(/^heroImage: .*$/m, `heroImage: ${heroImage}`)
    .replace(/^draft: true\n/m, '')
    .replace(/^keyTakeaways:\n(?: {2}- .*\n)+/m, `keyTakeaways:\n${takeaways.join('\n')}\n`)}---

A design system outlives its first team only if the second one can change it without asking.

## Tokens before components

Name the decisions, then build the parts from them.
`;
}

describe('a scaffolded article, dated today, published with a JPEG photo as its hero', () => {
  jest.setTimeout(300_000);
  const photo = `/uploads/blog/${slug}.jpg`;
  const art = path.join(root, 'public', `/uploads/blog/${slug}.svg`);
  const env = { CONTENT_DIR: path.join(root, 'content'), PUBLIC_DIR: path.join(root, 'public') };

  beforeAll(async () => {
    fs.writeFileSync(file, publish(fs.readFileSync(file, 'utf8'), photo));
    await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#2d5aa0' } })
      .jpeg()
      .toFile(path.join(root, 'public', photo));
  });

  it('is refused while the generated art is still beside the photo, then passes the content check', () => {
    const both = run('scripts/content/check.ts');
    expect(both.status).toBe(1);
    expect(both.stderr).toContain(
      `public/uploads/blog/${slug}.svg: a second file for the image public${photo}, which content/blog/${slug}.mdx shows`,
    );
    fs.rmSync(art);
    const check = run('scripts/content/check.ts');
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('is published: on the list, its category and author pages, in the feed, sitemap and search index, with a JPEG Open Graph image of the photo', () => {
    const { blog, pages, index, feed, routes } = loadBlogModules(env.CONTENT_DIR, env);
    const posts = blog.getAllPosts();
    const post = posts.find((p) => p.slug === slug)!;
    expect(post).toMatchObject({ status: 'published', date: today, heroImage: photo });
    expect(posts[0]!.date).toBe(today);
    const listed = pages.blogListPages(posts).flatMap((p) => p.items.map((i) => i.slug));
    expect(listed.includes(slug)).toBe(!post.featured);
    const categoryPage = pages.blogCategories(posts).find((c) => c.name === category)!;
    expect(categoryPage.posts.map((p) => p.slug)).toContain(slug);
    expect(pages.blogAuthors(posts).find((a) => a.person.id === author)!.posts).toContain(post);
    expect(feed.buildRssFeed(posts)).toContain(`/blog/${slug}</link>`);
    expect(routes.getRoutes().map((r) => r.path)).toContain(`/blog/${slug}`);
    const card = index.buildBlogIndex(posts).find((c) => c.slug === slug)!;
    // The page and the index show the photo's renditions, not the generated art's.
    expect(card.heroImage).toBe(publishedImage(photo));
    expect(blog.postOgImagePath(post)).toBe(`/og/blog/${slug}.jpg`);
  });

  it('keeps the blog tests green on the copy', () => {
    const tests = ['blog.test.ts', 'blog-pages.test.ts', 'blog-publishing.test.ts'];
    const jest = spawnSync(
      process.execPath,
      [
        path.join(REPO, 'node_modules/jest/bin/jest.js'),
        '--ci',
        '--runInBand',
        ...tests.map((name) => `lib/content/${name}`),
      ],
      { cwd: REPO, env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    expect(jest.stderr).toMatch(/Tests: +\d+ passed, \d+ total/);
    expect(jest.status).toBe(0);
  });
});
