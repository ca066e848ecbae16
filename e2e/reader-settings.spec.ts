import { expect, test, type Locator, type Page } from '@playwright/test';
import { chatReducer, initialChatState } from '../lib/chat/machine';
import { getAllPosts, postPath } from '../lib/content/blog';
import { blogCategories } from '../lib/content/blog-pages';
import { getCaseStudies } from '../lib/content/case-studies';
import { getServiceSlugs } from '../lib/content/services';
import { getTechnologies, getTechnologySlugs } from '../lib/content/technologies';
import { navLabels } from '../lib/navigation';
import { zeroJsPages } from './helpers/islands';
import { setRootFontSize } from './helpers/reader-settings';

// The readers' settings that need more than a look at each page (docs/reader-settings.md):
// print, tooltip timing and the chat greeting's wait. The every-page crawl covers reflow,
// 200% text, forced colours and both colour schemes.

test.describe('print', () => {
  const [post] = getAllPosts();
  const article = `/blog/${post?.slug}`;

  test(`${article} prints without the site's chrome, with link addresses`, async ({ page }) => {
    await page.goto(article);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.locator('.floating-dock')).toBeHidden();

    const article_ = page.locator('main article').first();
    await expect(article_).toBeVisible();
    const link = article_.locator('a[href^="/"], a[href^="http"]').first();
    const href = await link.getAttribute('href');
    const after = await link.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toBe(`" (${href})"`);

    // Nothing in the printed article is wider than the page it is printed on.
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main pre, main table')]
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.right > width + 1).length;
    });
    expect(overflow).toBe(0);
  });
});

test.describe('cards under large text (docs/reader-settings.md#cards-under-large-text)', () => {
  // The pages whose grids of cards, points, figures and steps once squeezed at this size.
  const routes = [
    '/',
    '/careers',
    '/partners',
    '/contact',
    ...getServiceSlugs().map((slug) => `/services/${slug}`),
    `/technologies/${getTechnologySlugs()[0]}`,
    `/case-studies/${getCaseStudies()[0]?.slug}`,
  ];
  test('at 768 px with the text at 200%, every titled card, point or step has the row to itself', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 768, height: 900 });
    for (const route of routes) {
      await page.goto(route);
      await setRootFontSize(page, '200%');
      // A list item with a heading is a card, a point or a step: it must not share its row (a
      // step's number rail may take a little of it).
      const squeezed = await page.evaluate(() =>
        [...document.querySelectorAll('main li')]
          .filter((item) => item.querySelector('h2, h3, h4'))
          .filter((item) => {
            const list = item.parentElement?.closest('ul, ol');
            if (!list) return false;
            return item.getBoundingClientRect().width < 0.8 * list.getBoundingClientRect().width;
          })
          .map((item) => item.querySelector('h2, h3, h4')?.textContent?.trim()),
      );
      expect(squeezed, route).toEqual([]);
    }
  });
});

test.describe('tooltips, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  // An article: it ships no JavaScript at all and has a row of icon-only share links.
  const route = zeroJsPages().find((path) => /^\/blog\/[^/]+$/.test(path)) ?? '(none)';
  const tip = (page: Page, name: string) => page.getByRole('tooltip', { name });
  const search = (page: Page) => page.getByRole('link', { name: navLabels.search });

  test(`${route}: opens on hover and at once on focus; Escape and leaving close`, async ({
    page,
  }) => {
    await page.goto(route);
    await search(page).hover();
    await expect(tip(page, navLabels.search)).toBeVisible();
    // The name never depends on the tooltip.
    await expect(search(page)).toHaveAccessibleName(navLabels.search);
    await page.keyboard.press('Escape');
    await expect(tip(page, navLabels.search)).toBeHidden();
    await page.mouse.move(5, 400);

    await search(page).focus();
    await expect(tip(page, navLabels.search)).toBeVisible({ timeout: 500 });
    await page.keyboard.press('Escape');
    await expect(tip(page, navLabels.search)).toBeHidden();
  });

  test(`${route}: a second tooltip within 300 ms opens without the delay`, async ({ page }) => {
    await page.goto(route);
    // Two neighbouring share links, moved between with raw pointer moves (no waiting).
    const shares = page.locator('main ul a[interestfor]');
    const [first, second] = [shares.nth(0), shares.nth(1)];
    await first.scrollIntoViewIfNeeded();
    const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
    const centre = (box: typeof a) => [box.x + box.width / 2, box.y + box.height / 2] as const;
    const tipOf = async (control: Locator) =>
      page.locator(`[id="${await control.getAttribute('interestfor')}"]`);

    await page.mouse.move(...centre(a));
    await expect(await tipOf(first)).toBeVisible();
    // Out through the gap between them and onto the neighbour.
    await page.mouse.move((a.x + a.width + b.x) / 2, a.y + a.height / 2);
    await page.mouse.move(...centre(b));
    await expect(await tipOf(first)).toBeHidden();
    await expect(await tipOf(second), 'opened without waiting 700 ms').toBeVisible({
      timeout: 250,
    });

    // Once 300 ms have passed without a tooltip, the delay is back.
    await page.mouse.move(a.x + a.width / 2, a.y - 40);
    await page.waitForTimeout(700);
    await page.mouse.move(...centre(a));
    await page.waitForTimeout(250);
    await expect(await tipOf(first)).toBeHidden();
    await expect(await tipOf(first)).toBeVisible();
  });
});

test.describe('tooltip timing', () => {
  // The same page (it ships no JavaScript); the test's own listeners time the platform's
  // popover events against the pointer's, so a busy machine's round trips do not count.
  const route = zeroJsPages().find((path) => /^\/blog\/[^/]+$/.test(path)) ?? '(none)';

  test(`${route}: hover opens after 700 ms, not at 500 ms and by 1,200 ms`, async ({ page }) => {
    await page.goto(route);
    const control = page.getByRole('link', { name: navLabels.search });
    const id = await control.getAttribute('interestfor');
    const delay = page.evaluate(
      (tipId) =>
        new Promise<number>((resolve) => {
          const trigger = document.querySelector(`[interestfor="${tipId}"]`)!;
          let entered = 0;
          trigger.addEventListener('pointerover', (event) => (entered ||= event.timeStamp));
          document.getElementById(tipId!)!.addEventListener('toggle', (event) => {
            if ((event as ToggleEvent).newState === 'open') resolve(event.timeStamp - entered);
          });
        }),
      id,
    );
    await control.hover();
    const opened = await delay;
    expect(opened).toBeGreaterThan(500);
    // The page's own clock, but a busy host still delays the frame that opens it (952 ms seen
    // once in CI): late by a few frames is the platform's delay working, not a different one.
    expect(opened).toBeLessThan(1200);
  });
});

test.describe('the chat greeting waits for everyone', () => {
  const options = chatReducer(initialChatState, { type: 'greet', now: 0 })
    .messages.at(-1)!
    .options!.map((option) => option.label);

  test('its options are out of reach at 300 ms and there at 700 ms', async ({ page }) => {
    test.setTimeout(90_000);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    const openAndWatch = () =>
      launcher.evaluate(async (el, labels) => {
        const openedAt = performance.now();
        (el as HTMLElement).click();
        const at = (ms: number) =>
          new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, openedAt + ms - performance.now())),
          );
        const panel = document.getElementById('chat-panel')!;
        const optionsNow = () =>
          [...panel.querySelectorAll<HTMLElement>('button, a')].filter((option) =>
            labels.includes(option.textContent?.trim() ?? ''),
          );
        // Visible, focusable or under the pointer: any of them means a visitor can meet it.
        // (Hidden content is also outside the accessibility tree.)
        const reachable = () =>
          optionsNow()
            .filter((option) => {
              option.focus();
              const box = option.getBoundingClientRect();
              const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return (
                document.activeElement === option ||
                option.checkVisibility({ visibilityProperty: true }) ||
                (hit !== null && option.contains(hit))
              );
            })
            .map((option) => option.textContent?.trim());
        await at(300);
        const early = { elapsed: performance.now() - openedAt, reachable: reachable() };
        await at(700);
        // Let a render the greeting's timer scheduled reach the screen.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        const late = optionsNow()
          .filter((option) => option.checkVisibility({ visibilityProperty: true }))
          .map((option) => option.textContent?.trim());
        return { early, late };
      }, options);
    // A visit where the busy machine ran the 300 ms check after 450 ms measured nothing; it is
    // repeated, up to three visits.
    let seen: Awaited<ReturnType<typeof openAndWatch>> | undefined;
    for (let visit = 0; visit < 3 && !(seen && seen.early.elapsed < 450); visit++) {
      await page.goto('/');
      await expect(launcher).toBeVisible();
      seen = await openAndWatch();
    }

    if (!seen) throw new Error('no visit');
    expect(seen.early.elapsed).toBeLessThan(450);
    expect(seen.early.reachable, 'options visible, focusable or clickable at 300 ms').toEqual([]);
    expect(seen.late, 'options shown at 700 ms').toEqual(options);

    const panel = page.getByRole('dialog');
    for (const label of options) {
      await expect(panel.getByRole('button', { name: label })).toBeVisible();
    }
    const snapshot = await panel.ariaSnapshot();
    for (const label of options) expect(snapshot).toContain(label);
  });
});

// The drawn screens follow the scheme (docs/reader-settings.md#drawn-screens-in-the-dark): the
// app's canvas is near-white in the light scheme and near-black in the dark one, its text the
// other way round, while a fill drawn to read on both (the navy sidebar) keeps its colour.
test.describe('drawn screens', () => {
  /** Relative luminance of a computed rgb() colour, 0 (black) to 1 (white). */
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  for (const scheme of ['light', 'dark'] as const) {
    test(`the product mock-up is drawn in the ${scheme} scheme's palette`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/products/chargiq');
      const colours = await page
        .locator('main figure svg[viewBox="0 0 960 600"]')
        .first()
        .evaluate((svg) => {
          const fill = (el: Element | null) => (el ? getComputedStyle(el).fill : '');
          return {
            // MockupWindow (components/products/mockup-frame.tsx): the canvas right of the
            // sidebar, the sidebar, and the screen's title on the canvas.
            canvas: fill(svg.querySelector('rect[x="190"][y="40"]')),
            sidebar: fill(svg.querySelector('rect[x="0"][y="40"]')),
            title: fill(svg.querySelector('text[x="214"]')),
          };
        });
      if (scheme === 'light') {
        expect(luminance(colours.canvas)).toBeGreaterThan(0.8);
        expect(luminance(colours.title)).toBeLessThan(0.05);
      } else {
        expect(luminance(colours.canvas)).toBeLessThan(0.05);
        expect(luminance(colours.title)).toBeGreaterThan(0.8);
      }
      expect(colours.sidebar).toBe('rgb(18, 20, 58)');
    });
  }
});

/**
 * The length of the longest word in some texts, counted as the browser wraps: at spaces and at
 * hyphens between letters, not at "$10,000-$30,000"'s hyphen nor at a slash.
 */
const longestWord = (texts: string[]) =>
  Math.max(
    0,
    ...texts.flatMap((text) => text.split(/\s+|(?<=\p{L})-(?=\p{L})/u)).map((word) => word.length),
  );

/** The article whose Markdown tables hold the longest word, header and body cells alike. */
function postWithLongestTableWord(): string {
  const cells = (body: string) =>
    body
      .split('\n')
      .filter((line) => line.trim().startsWith('|'))
      .flatMap((line) => line.split('|'));
  const [post] = getAllPosts()
    .map((entry) => ({ slug: entry.slug, word: longestWord(cells(entry.body)) }))
    .sort((a, b) => b.word - a.word);
  if (!post?.word) throw new Error('no article has a table: choose another stacked-table page');
  return post.slug;
}

/** The technology whose stack descriptions hold the longest word. */
function technologyWithLongestStackWord(): string {
  const [technology] = getTechnologies()
    .map((entry) => ({
      slug: entry.slug,
      word: longestWord(entry.stack.items.map((item) => item.desc)),
    }))
    .sort((a, b) => b.word - a.word);
  return technology!.slug;
}

/** The blog category with the most articles. */
const largestCategoryPath = () =>
  [...blogCategories()].sort((a, b) => b.posts.length - a.posts.length)[0]!.path;

test.describe('a narrow column (docs/reader-settings.md#a-narrow-column)', () => {
  // Pages whose hero, section headings, cards, checklists or label rows once broke inside a
  // word on a phone with enlarged text ("storefro/nt", "Terrafor/m", "Cli/ent/:"), whose phase
  // titles, pipeline stages and list rows did ("Discov/ery", "environm/ent", "warehou/se"),
  // and the footer's link groups, which every page shares ("Develo/pment"); the company pages'
  // points, figures, pay table and closing text ("Transpare/nt", "Vikra/m", "hello@arcfor/ge"),
  // and the not-found page's "40/4".
  const routes = [
    '/',
    '/about',
    '/careers',
    '/partners',
    '/no/such/page',
    '/services',
    '/services/ai-development',
    '/services/cloud-engineering',
    '/services/devops',
    '/services/resource-augmentation',
    '/technologies/react',
    ...getCaseStudies().map((study) => study.path),
    // The contact form, the blog's index and its biggest category; the article whose table has
    // the longest unbroken cell text, which a stacked row must hold on a line of its own
    // ("$10,000-$30,000" split as "$30,0/00"); and the technology whose stack has the longest
    // word, a code identifier ("WebApplicationFactory").
    '/contact',
    '/blog',
    largestCategoryPath(),
    postPath(postWithLongestTableWord()),
    `/technologies/${technologyWithLongestStackWord()}`,
  ];
  test('at 390 px with the text at 200%, no heading, paragraph, list item, figure, table cell, card, label or footer link splits a word', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of routes) {
      await page.goto(route);
      await setRootFontSize(page, '200%');
      const split = await page.evaluate(() => {
        const parts = document.querySelectorAll(
          'main :is(h1, h2, h3, p, li, dd, td, .card-title, .pair-row, .label-wrap), footer nav :is(h2, a)',
        );
        const broken: string[] = [];
        for (const part of parts) {
          const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            // A word ends at a space, hyphen, dash, slash or soft hyphen, where a line may end.
            for (const match of text.matchAll(/[^\s\-–—/\u00ad]+/g)) {
              const range = document.createRange();
              // Chromium gives a word that follows a soft hyphen the hyphen's box, on the line
              // above: measure from its second letter.
              const afterShy = text[match.index - 1] === '\u00ad' ? 1 : 0;
              range.setStart(node, match.index + afterShy);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set(
                [...range.getClientRects()]
                  .filter((rect) => rect.width > 0)
                  .map((rect) => Math.round(rect.top / 4)),
              );
              if (tops.size > 1) broken.push(match[0]);
            }
          }
        }
        return broken;
      });
      expect(split, route).toEqual([]);
    }
  });
});
