import { expect, test, type Page } from '@playwright/test';
import { getListedPosts, postPath } from '../lib/content/blog';

// The two web fonts swap in over system faces sized to their metrics (scripts/assets/fonts.ts,
// docs/measurements.md#fonts): a reader on a slow network reads text that is already laid out
// where it stays, and nothing moves when the fonts arrive.

const article = getListedPosts()[0]!;

/**
 * The width of the article's paragraphs set on one line in their own font: what a sized
 * fallback keeps (line breaks then fall where they will, one paragraph a line longer or
 * shorter by chance, so heights would measure luck, not sizing).
 */
const textWidth = (page: Page) =>
  page.evaluate(() => {
    const paragraphs = [...document.querySelectorAll('main p')];
    const line = document.createElement('span');
    line.style.whiteSpace = 'nowrap';
    line.textContent = paragraphs.map((p) => p.textContent).join(' ');
    paragraphs[0]!.append(line);
    return line.getBoundingClientRect().width;
  });

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
  test(`${width} px: with the web fonts held back, ${postPath(article.slug)} sets its text in sized system faces, as wide as the web fonts`, async ({
    browser,
  }) => {
    const widths: number[] = [];
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
      widths.push(await textWidth(page));
      await page.close();
    }
    const [fallback = 0, webFont = 0] = widths;
    expect(webFont).toBeGreaterThan(10_000);
    // An unsized fallback sets Inter's text about 7% narrower: whole lines go missing.
    expect(Math.abs(fallback - webFont) / webFont).toBeLessThan(0.02);
  });
}
