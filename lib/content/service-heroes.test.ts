import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { footerGroups, megaMenus } from '@/lib/navigation';
import { getService, getServiceSlugs } from './services';
import {
  answerGateFacts,
  billSplitFacts,
  releaseContrastFacts,
  teamJoiningFacts,
} from './service-hero-diagrams';
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
    expect(alikeNeighbours(['software-development', 'mvp-development'], heroes)).toEqual([
      ['software-development', 'mvp-development'],
    ]);
    const data = JSON.parse(fs.readFileSync(SERVICE_HEROES_FILE, 'utf8'));
    data.devops.drawing = 'collage';
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heroes-')), 'heroes.json');
    fs.writeFileSync(file, JSON.stringify(data));
    expect(() => getServiceHeroes(file)).toThrow(/devops\.drawing/);
  });
});

describe('service hero diagrams', () => {
  const facts = {
    'release-contrast': releaseContrastFacts,
    'bill-split': billSplitFacts,
    'answer-gate': answerGateFacts,
    'team-joining': teamJoiningFacts,
  } as const;
  const diagrams = Object.entries(heroes).filter(([, hero]) => hero.drawing in facts);

  it.each(diagrams)('%s draws its diagram from its own sections and figures', (slug, hero) => {
    const derive = facts[hero.drawing as keyof typeof facts];
    expect(() => derive(getService(slug), hero)).not.toThrow();
  });

  it('fails naming the service and field when the page lacks what its diagram draws', () => {
    const devops = getService('devops');
    const hero = heroes.devops!;
    const cloud = heroes['cloud-engineering']!;
    expect(() => billSplitFacts(devops, { ...cloud, figures: [] })).toThrow(
      /"devops"\.figures names 0 figures/,
    );
    expect(() =>
      billSplitFacts(getService('cloud-engineering'), { ...cloud, figures: ['doraRestore'] }),
    ).toThrow(/"cloud-engineering"\.figures names "doraRestore"/);
    expect(() =>
      billSplitFacts(getService('cloud-engineering'), { ...cloud, bill: undefined }),
    ).toThrow(/"cloud-engineering"\.bill is missing/);
    expect(() => releaseContrastFacts(devops, { ...hero, contrast: undefined })).toThrow(
      /"devops"\.contrast is missing/,
    );
  });
});
