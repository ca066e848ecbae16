// Starts an article (docs/editors.md#start-an-article):
//   npm run new:article -- "Title" --category "Web Development" --author priya-nair
// writes content/blog/<slug>.mdx (slug from the title, today's date, every front-matter field
// with a hint, `draft: true`) and its generated hero art, checks the file as the build will, and
// says what to do next. It refuses a title whose slug is taken, an unknown category or author.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import type { ContentProblem } from '@/lib/content/parse';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOT = process.cwd();
const jiti = createJiti(import.meta.url, { alias: { '@': REPO }, interopDefault: true });

function fail(message: string): never {
  console.error(`new:article: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { category: { type: 'string' }, author: { type: 'string' } },
});
const title = positionals.join(' ').trim();
const usage = 'usage: npm run new:article -- "Title" --category "Category" --author <person-id>';
if (!title || !values.category || !values.author) fail(usage);

const { slugify } = await jiti.import<typeof import('@/lib/utils/slugify')>(
  path.join(REPO, 'lib/utils/slugify.ts'),
);
const { BLOG_CATEGORIES } = await jiti.import<typeof import('@/lib/content/blog-categories')>(
  path.join(REPO, 'lib/content/blog-categories.ts'),
);
const { getPeople } = await jiti.import<typeof import('@/lib/content/people')>(
  path.join(REPO, 'lib/content/people.ts'),
);
const { BLOG_DIR, buildDay, loadAllPosts } = await jiti.import<typeof import('@/lib/content/blog')>(
  path.join(REPO, 'lib/content/blog.ts'),
);

const slug = slugify(title);
const file = path.join(BLOG_DIR, `${slug}.mdx`);
const rel = path.relative(ROOT, file);
if (!slug) fail(`"${title}" has no letters or digits to make a slug from`);
if (fs.existsSync(file))
  fail(`${rel} exists: an article with the slug "${slug}" is taken; choose another title`);
if (!BLOG_CATEGORIES.includes(values.category))
  fail(`unknown category "${values.category}"; use one of: ${BLOG_CATEGORIES.join(', ')}`);
const people = getPeople();
if (!people.some((p) => p.id === values.author))
  fail(`unknown author "${values.author}"; use one of: ${people.map((p) => p.id).join(', ')}`);

// The build's day: CONTENT_TODAY when set, so the scaffold, the build and the tests agree.
const today = buildDay();
const takeaways = Array.from(
  { length: 6 },
  (_, i) => `  - "TODO: takeaway ${i + 1}, one sentence a reader keeps."`,
).join('\n');

fs.writeFileSync(
  file,
  `---
# The title, under 48 characters; the slug and the file name are made from it.
title: ${JSON.stringify(title)}
slug: ${slug}
# 40 to 159 characters: the card text, the line under the title and the search-result text.
excerpt: "TODO: one or two sentences that make a reader want the whole article."
# One of: ${BLOG_CATEGORIES.join(', ')} (content/blog-categories.json).
category: ${JSON.stringify(values.category)}
# A person id from content/people.json; their page is /blog/author/${values.author}.
author: ${values.author}
# The publication day. A later day keeps the article out of the site until a build on that day.
date: "${today}"
# Add updated: "YYYY-MM-DD" after a substantial revision.
# Generated art (1600x900). For a photo, add a 16:9 JPEG of about 1920x1080 as
# public/uploads/blog/${slug}.jpg, point here and delete the .svg (one file per image).
heroImage: /uploads/blog/${slug}.svg
# true on one article only: it is shown apart at the top of /blog.
featured: false
# Only the development server shows a draft. Delete this line to publish.
draft: true
# 6 to 8 short sentences, shown in a box after the article.
keyTakeaways:
${takeaways}
---

TODO: the opening paragraph. Say what problem the reader has and what they will know by the end.

## TODO: the first section heading

TODO: the first section. Headings of level 2 and 3 make the table of contents.

## TODO: the second section heading

TODO: the second section. Link to a service page where it helps, e.g. [web development](/services/web-development).
`,
);

const art = spawnSync(
  process.execPath,
  // tsx by its file: this runs wherever the editor is, where 'tsx' may not resolve.
  [
    '--import',
    import.meta.resolve('tsx'),
    path.join(REPO, 'scripts/content/generate-blog-art.ts'),
    slug,
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
if (art.status !== 0) fail('the hero art could not be generated (see above)');

// The file must load as the build loads it; if not, take it back and say why.
try {
  loadAllPosts();
} catch (error) {
  // By its shape: jiti loads its own copy of the module that defines ContentError.
  const { problems = [] } = error as { problems?: ContentProblem[] };
  const mine = problems.filter((p) => p.file === rel);
  if (mine.length) {
    fs.rmSync(file);
    fs.rmSync(path.join(ROOT, 'public/uploads/blog', `${slug}.svg`), { force: true });
    fail(
      `the new file would not build, so it was removed:\n${mine.map((p) => `  ${p.issue}`).join('\n')}`,
    );
  }
}

console.log(`
new:article: wrote ${rel} (a draft dated ${today}) and public/uploads/blog/${slug}.svg

Next:
  1. npm run dev, then open http://127.0.0.1:3000/blog/${slug} (marked Draft; saving shows on reload).
  2. Replace every TODO: the excerpt, the 6 to 8 key takeaways and the body.
  3. Keep the generated art, or replace it with a photo (delete the .svg; docs/editors.md#images).
  4. Delete the line "draft: true" to publish; a future date publishes it on that day.
  5. npm run check:content, then open a pull request with both files.
`);
