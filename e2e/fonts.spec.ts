import { expect, test, type Page } from '@playwright/test';
import { getListedPosts, postPath } from '../lib/content/blog';

// The two web fonts swap in over system faces sized to their metrics (scripts/assets/fonts.ts,
// docs/measurements.md#fonts): a reader on a slow network reads text that is already laid out
// where it stays, and nothing moves when the fonts arrive.

const article = getListedPosts()[0]!;

/** Heights of the article's lead and body paragraphs, as laid out now. */
const paragraphHeights = (page: Page) =>
  page
    .locator('main p')
    .evaluateAll((paragraphs) =>
      paragraphs
        .filter((p) => (p.textContent ?? '').trim().length > 80)
        .map((p) => p.getBoundingClientRect().height),
    );

/** The faces the page has loaded: the web fonts, and the sized system faces it fell back to. */
const loadedFaces = (page: Page) =>
  page.evaluate(() => {
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
    const isFallback = (face: FontFace) => / Fallback /.test(face.family);
    return {
      fallbacks: loaded.filter(isFallback).map((face) => face.family.replace(/["']/g, '')),
      webFonts: loaded.filter((face) => !isFallback(face)).length,
    };
  });

for (const width of [390, 1440]) {
  test(`${width} px: with the web fonts held back, ${postPath(article.slug)} sets its text in sized system faces on the same lines`, async ({
    browser,
  }) => {
    const heights: number[][] = [];
    for (const blockFonts of [true, false]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      if (blockFonts) await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(postPath(article.slug));
      await page.evaluate(() => document.fonts.ready);
      const faces = await loadedFaces(page);
      if (blockFonts) {
        expect(faces.webFonts).toBe(0);
        expect(faces.fallbacks).toContain('Inter Fallback Arial');
      } else expect(faces.webFonts).toBeGreaterThan(0);
      heights.push(await paragraphHeights(page));
      await page.close();
    }
    const [fallback = [], webFont = []] = heights;
    expect(webFont.length).toBeGreaterThan(3);
    expect(fallback).toHaveLength(webFont.length);
    const total = (list: number[]) => list.reduce((sum, h) => sum + h, 0);
    // An unsized fallback sets Inter's text about 7% narrower: whole lines go missing.
    expect(Math.abs(total(fallback) - total(webFont)) / total(webFont)).toBeLessThan(0.02);
  });
}
