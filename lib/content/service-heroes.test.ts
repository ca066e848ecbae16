import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { footerGroups, megaMenus } from '@/lib/navigation';
import { getServiceSlugs } from './services';
import {
  alikeNeighbours,
  getServiceHeroes,
  SERVICE_HERO_DRAWINGS,
  SERVICE_HEROES_FILE,
} from './service-heroes';

const heroes = getServiceHeroes();
const slugs = getServiceSlugs();
const serviceSlugsOf = (hrefs: string[]) =>
  hrefs.filter((href) => href.startsWith('/services/')).map((href) => href.split('/')[2]!);

describe('service hero compositions', () => {
  it('has exactly one composition per service page', () => {
    expect(Object.keys(heroes).sort()).toEqual([...slugs].sort());
  });

  it('never gives neighbours in the Services menu, the footer or the overview the same drawing', () => {
    const menu = megaMenus.find((m) => m.id === 'services')!;
    const lists = {
      menu: serviceSlugsOf(menu.groups.flatMap((g) => g.links.map((l) => l.href))),
      footer: serviceSlugsOf(footerGroups.flatMap((g) => g.links.map((l) => l.href))),
      files: slugs,
    };
    expect(lists.menu.length).toBeGreaterThan(3);
    for (const [name, list] of Object.entries(lists))
      expect([name, alikeNeighbours(list, heroes)]).toEqual([name, []]);
  });

  it('uses every drawing and both sides, so the set does not collapse to one look', () => {
    const values = Object.values(heroes);
    expect(new Set(values.map((h) => h.drawing)).size).toBe(SERVICE_HERO_DRAWINGS.length);
    expect(new Set(values.map((h) => h.layout)).size).toBe(2);
  });

  it('finds neighbours that look alike, and rejects an unknown drawing', () => {
    expect(alikeNeighbours(['devops', 'mvp-development'], heroes)).toEqual([
      ['devops', 'mvp-development'],
    ]);
    const data = JSON.parse(fs.readFileSync(SERVICE_HEROES_FILE, 'utf8'));
    data.devops.drawing = 'collage';
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heroes-')), 'heroes.json');
    fs.writeFileSync(file, JSON.stringify(data));
    expect(() => getServiceHeroes(file)).toThrow(/devops\.drawing/);
  });
});
