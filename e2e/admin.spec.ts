import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { getAllPosts } from '../lib/content/blog';
import { repositorySeed, stubDirectoryPicker, writtenFiles } from './helpers/admin-repo';

/** tsx's loader by file URL, for scripts run from a temporary copy of the content. */
const TSX = pathToFileURL(require.resolve('tsx')).href;

// The content admin (docs/editors.md#the-content-admin) as the static host serves it from out/.
const REPO = process.cwd();
const readJson = (rel: string) => JSON.parse(fs.readFileSync(path.join(REPO, rel), 'utf8'));
const categories: string[] = readJson('content/blog-categories.json').map(
  (c: { name: string }) => c.name,
);
const people: Array<{ id: string; name: string }> = readJson('content/people.json');

/** Origins the CMS calls on its own that the admin's policy blocks by design (a version check, GitHub's status page). */
const BLOCKED_BY_DESIGN = /unpkg\.com|githubstatus\.com/;

/** "Offline": every request off the site's own origin fails, as on a train. */
async function offline(page: Page, origin: string) {
  const refused: string[] = [];
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || /^(data|blob):/.test(url)) return route.continue();
    refused.push(url);
    return route.abort('internetdisconnected');
  });
  return refused;
}

/** Console messages about a policy violation the admin's CSP did not mean to cause. */
function unexpectedCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/.test(text) && !BLOCKED_BY_DESIGN.test(text))
      violations.push(text);
  });
  return violations;
}

test.describe('content admin', () => {
  test('is a page of its own: noindex, its own policy, the CMS from our origin, the content files as options', async ({
    request,
  }) => {
    const response = await request.get('/admin/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    const csp = headers['content-security-policy']!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain('https://api.github.com');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/);
    // Every script is a file of /admin/: no CDN, nothing inline.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\/admin\/[\w.-]+"/);

    const config = await (await request.get('/admin/config.json')).json();
    const articles = config.collections.find((c: { name: string }) => c.name === 'blog');
    const field = (name: string) => articles.fields.find((f: { name: string }) => f.name === name);
    expect(field('category').options).toEqual(categories);
    expect(field('author').options.map((o: { value: string }) => o.value)).toEqual(
      people.map((p) => p.id),
    );

    // Not a page of the site: no sitemap entry, no feed item (the site search skips noindex pages).
    for (const file of ['/sitemap.xml', '/blog/feed.xml'])
      expect(await (await request.get(file)).text()).not.toContain('/admin');
    // The site's own policy did not widen for the admin's sake.
    const home = (await request.get('/')).headers()['content-security-policy']!;
    expect(home).not.toMatch(/unsafe-inline|api\.github\.com/);
  });

  test('creates an article offline in the working copy, and the content check and the MDX pipeline accept it', async ({
    page,
    baseURL,
  }) => {
    // Slow on a loaded 2-core machine: the CMS hashes every seeded file before it shows the list.
    test.setTimeout(600_000);
    const refused = await offline(page, baseURL!);
    const violations = unexpectedCspViolations(page);
    const seed = repositorySeed();
    await stubDirectoryPicker(page, seed);

    const title = 'Hiring a Remote QA Lead';
    const slug = 'hiring-a-remote-qa-lead';
    const category = categories.at(-1)!;
    const author = people.at(-1)!;
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#3a6ea5' },
    })
      .jpeg()
      .toBuffer();

    await page.goto('/admin/');
    await page.getByRole('button', { name: /Work with Local Repository/ }).click();
    // The list of articles: the CMS has read the folder before the entry is created.
    await expect(page.getByRole('row', { name: getAllPosts()[0]!.title })).toBeVisible({
      timeout: 180_000,
    });
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    const editor = page.getByRole('group', { name: 'Content Editor' });
    // The editor draws its fields, then its rich-text body last: fill once the body is there.
    await expect(editor.getByRole('textbox', { name: 'Article' })).toBeVisible();
    await editor.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: category }).click();
    await editor.getByRole('combobox', { name: 'Author' }).click();
    await page.getByRole('option', { name: author.name }).click();
    await editor.getByRole('button', { name: 'Today' }).first().click();

    // The photo: uploaded into public/uploads/blog/, named after the article.
    await editor.getByRole('button', { name: 'Browse' }).click();
    const library = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles({ name: `${slug}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await library.getByRole('button', { name: 'Insert' }).click();
    await expect(editor.getByRole('textbox', { name: 'Hero image' })).toBeVisible();

    // Six takeaways: the fewest the schema accepts.
    const add = editor.getByRole('button', { name: /^Add .*Key takeaways/ });
    for (let i = 0; i < 6; i++) await add.click();
    const takeaways = editor.getByRole('textbox', { name: 'Takeaway' });
    await expect(takeaways).toHaveCount(6);
    for (let i = 0; i < 6; i++)
      await takeaways.nth(i).fill(`Takeaway ${i + 1}: what the QA lead owns in week ${i + 1}`);

    // The body, with a Callout inserted from the menu rather than typed as JSX.
    await editor.getByRole('textbox', { name: 'Article' }).click();
    await page.keyboard.type('Hiring for quality starts with the interview loop.');
    await editor.getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('menuitem', { name: 'Callout' }).click();
    const callout = editor.getByRole('group', { name: 'Callout' });
    await callout.getByRole('radio', { name: 'tip' }).check();
    await callout.getByRole('textbox', { name: 'Title' }).fill('Ask for the "last bug" story');
    // The callout's fields are written into the body's Markdown when the callout loses focus,
    // and the editor writes its body after a short pause: leave the callout for the body, and
    // give it that pause, as a person does before reaching for Save.
    const text = callout.getByRole('textbox', { name: 'Text' });
    await text.fill('A good QA lead names the bug, its cause and the test that now guards it.');
    await editor.getByRole('textbox', { name: 'Article' }).first().click();
    await page.waitForTimeout(1000);
    await expect(text).toHaveText(
      'A good QA lead names the bug, its cause and the test that now guards it.',
    );

    // Title and excerpt last: on a slow host the editor can redraw the entry while the photo or
    // the callout are added, and plain text fields filled before that came back empty.
    await editor.getByRole('textbox', { name: 'Title' }).first().fill(title);
    await editor
      .getByRole('textbox', { name: 'Excerpt' })
      .fill(
        'What a remote QA lead owns in the first ninety days, and how to tell in an interview.',
      );
    await expect(editor.getByRole('textbox', { name: 'Title' }).first()).toHaveValue(title);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: title })).toBeVisible({ timeout: 180_000 });

    // What the admin wrote to the folder: the article and the photo, nothing else.
    const written = await writtenFiles(page, seed);
    expect(Object.keys(written).sort()).toEqual([
      `content/blog/${slug}.mdx`,
      `public/uploads/blog/${slug}.jpg`,
    ]);
    const article = written[`content/blog/${slug}.mdx`]!.toString('utf8');
    expect(article).toContain(`slug: ${slug}\n`);
    expect(article).toContain(`category: ${category}\n`);
    expect(article).toContain(`author: ${author.id}\n`);
    expect(article).toContain(`heroImage: /uploads/blog/${slug}.jpg\n`);
    expect(article).toContain(
      '<Callout type="tip" title="Ask for the &quot;last bug&quot; story">\n\nA good QA lead',
    );

    // In a copy of the project's content: the check the build runs first, then the body through
    // the build's MDX pipeline.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'));
    try {
      fs.cpSync(path.join(REPO, 'content'), path.join(root, 'content'), { recursive: true });
      fs.cpSync(path.join(REPO, 'public/uploads'), path.join(root, 'public/uploads'), {
        recursive: true,
      });
      for (const [rel, bytes] of Object.entries(written))
        fs.writeFileSync(path.join(root, rel), bytes);
      const check = spawnSync(
        process.execPath,
        // From a copy outside the repository, tsx is named by its file: the copy has no node_modules.
        ['--import', TSX, path.join(REPO, 'scripts/content/check.ts')],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, CONTENT_DIR: '' },
        },
      );
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
      const body = article.split(/^---$/m).slice(2).join('---');
      const rendered = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'lib/admin/testing/render-article.ts'],
        {
          input: body,
          encoding: 'utf8',
        },
      );
      expect(rendered.stderr).toBe('');
      expect(rendered.stdout).toContain(
        '<x-Callout data-type="tip" data-title="Ask for the &quot;last bug&quot; story"><p>A good QA lead',
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }

    expect(violations).toEqual([]);
    // Only the calls the policy blocks anyway went off the site.
    for (const url of refused) expect(url).toMatch(BLOCKED_BY_DESIGN);
  });
});
