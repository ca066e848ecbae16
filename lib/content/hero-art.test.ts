import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_DIR } from '@/lib/content/parse';
import { getHomePage } from '@/lib/content/pages';
import { HERO_ARTS, MAX_PAGES_PER_HERO_ART, overusedHeroArt } from './hero-art';

/** Every `hero.art` named anywhere in content/ (any JSON file, at any depth), with where. */
function heroArtInContent(dir = CONTENT_DIR): { page: string; art: string }[] {
  const uses: { page: string; art: string }[] = [];
  const visit = (value: unknown, where: string) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const at = `${where}.${key}`;
      const art = key === 'hero' && child && (child as { art?: unknown }).art;
      if (typeof art === 'string') uses.push({ page: at, art });
      visit(child, at);
    }
  };
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.json')) continue;
    visit(JSON.parse(fs.readFileSync(path.join(dir, entry), 'utf8')), entry);
  }
  return uses;
}

describe('hero art', () => {
  const uses = heroArtInContent();

  it('is named by the company pages, each drawing known', () => {
    expect(uses.length).toBeGreaterThan(0);
    for (const { art } of uses) expect(HERO_ARTS).toContain(art);
  });

  it(`never heads more than ${MAX_PAGES_PER_HERO_ART} pages with one drawing`, () => {
    expect(overusedHeroArt(uses)).toEqual([]);
  });

  it('flags a drawing that a third page reuses', () => {
    const pages = ['a', 'b', 'c'].map((page) => ({ page, art: 'notes' }));
    expect(overusedHeroArt(pages)).toEqual([['notes', ['a', 'b', 'c']]]);
    expect(overusedHeroArt(pages.slice(0, 2))).toEqual([]);
  });

  it('rejects a page file that names no drawing or one that is not drawn', () => {
    const good = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'pages/home.json'), 'utf8'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-art-'));
    const file = path.join(dir, 'home.json');
    for (const art of ['network', undefined]) {
      fs.writeFileSync(file, JSON.stringify({ ...good, hero: { ...good.hero, art } }));
      expect(() => getHomePage(file)).toThrow(/hero\.art/);
    }
  });
});
