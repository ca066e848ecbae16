import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  footerGroups,
  leadingLinks,
  legalLinks,
  megaMenus,
  mobileProductsLink,
  proposalCta,
  trailingLinks,
} from '@/lib/navigation';
import { getRoutes } from '@/lib/routes';
import { getNavigationContent } from './navigation';

describe('navigation content', () => {
  it('leads every menu, footer and legal link to a page of the site', () => {
    const pages = new Set(getRoutes().map((route) => route.path));
    const links = [
      ...megaMenus.flatMap((menu) => [
        ...menu.groups.flatMap((group) => group.links),
        ...(menu.overview ? [menu.overview] : []),
      ]),
      ...footerGroups.flatMap((group) => group.links),
      ...leadingLinks,
      ...trailingLinks,
      ...legalLinks,
      proposalCta,
      mobileProductsLink,
    ];
    expect(links.filter((link) => !link.external && !pages.has(link.href))).toEqual([]);
  });

  it('fails naming the field when a product id is unknown', () => {
    const good = JSON.parse(fs.readFileSync('content/navigation.json', 'utf8'));
    good.footerGroups[0].links[0] = { product: 'teleporter' };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nav-')), 'navigation.json');
    fs.writeFileSync(file, JSON.stringify(good));
    expect(() => getNavigationContent(file)).toThrow(
      /navigation\.json[\s\S]*footerGroups\.0\.links\.0/,
    );
  });
});
