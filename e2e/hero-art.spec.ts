import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { LEGAL_SLUGS } from '../lib/content/legal';
import { MAX_PAGES_PER_HERO_ART, overusedHeroArt } from '../lib/content/hero-art';
import { builtPagePaths, htmlFileFor } from './helpers/out-files';

// The hero drawings as the export ships them: read from every built page's HTML, so a page that
// draws its art some other way than content names it is counted too.

/** The drawing in a page's hero (its first <section>, the one holding the h1), or null. */
function heroArtOf(html: string): string | null {
  const hero = html.match(/<section[\s\S]*?<\/section>/)?.[0] ?? '';
  return hero.match(/data-hero-art="([^"]+)"/)?.[1] ?? null;
}

const heroes = builtPagePaths().map((page) => ({
  page,
  art: heroArtOf(fs.readFileSync(htmlFileFor(page)!, 'utf8')),
}));

test(`no hero drawing heads more than ${MAX_PAGES_PER_HERO_ART} built pages`, () => {
  const drawn = heroes.filter((h): h is { page: string; art: string } => h.art !== null);
  expect(drawn.length, 'some pages have hero art').toBeGreaterThan(0);
  expect(overusedHeroArt(drawn)).toEqual([]);
});

test('legal pages have no hero art', () => {
  for (const slug of LEGAL_SLUGS) {
    const legal = heroes.find((h) => h.page === `/${slug}`);
    expect(legal, `/${slug} is built`).toBeDefined();
    expect(legal!.art).toBeNull();
  }
});
