import redirects from '@/content/redirects.json';
import { getNavigationContent, type NavigationLinkContent } from '@/lib/content/navigation';
import { site } from '@/lib/site';

/** One link in a menu. `external` links open in a new tab. */
export interface NavLink {
  label: string;
  href: string;
  description?: string;
  external?: boolean;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

export interface MegaMenu {
  id: string;
  label: string;
  groups: NavGroup[];
  overview?: NavLink;
}

/** Menu entries whose route is a redirect source link straight to the target. */
export function resolveRedirect(href: string): string {
  return redirects.find((r) => r.from === href)?.to ?? href;
}

/** A product entry takes its name from lib/site.ts; every href skips known redirects. */
function link(entry: NavigationLinkContent): NavLink {
  if ('product' in entry) {
    const { product, ...rest } = entry;
    return { label: site.products[product].name, href: `/products/${product}`, ...rest };
  }
  return { ...entry, href: resolveRedirect(entry.href) };
}

const group = ({ title, links }: { title: string; links: NavigationLinkContent[] }): NavGroup => ({
  title,
  links: links.map(link),
});

// The words live in content/navigation.json; this module shapes them for the header and footer.
const content = getNavigationContent();

export const megaMenus: MegaMenu[] = content.megaMenus.map((menu) => ({
  id: menu.id,
  label: menu.label,
  groups: menu.groups.map(group),
  ...(menu.overview ? { overview: link(menu.overview) } : {}),
}));

/** Plain links of the header: these come before the mega-menus, `trailingLinks` after. */
export const leadingLinks: NavLink[] = content.leadingLinks.map(link);
export const trailingLinks: NavLink[] = content.trailingLinks.map(link);
export const proposalCta: NavLink = link(content.proposalCta);

/** The mobile menu links the products menu straight to its first product. */
const productsMenu = megaMenus.find((m) => m.id === 'products')!;
export const mobileProductsLink: NavLink = {
  label: productsMenu.label,
  href: productsMenu.groups[0]!.links[0]!.href,
};

export const footerGroups: NavGroup[] = content.footerGroups.map(group);
export const legalLinks: NavLink[] = content.legalLinks.map(link);

/** The words of the site's chrome around the links (landmark names, buttons, footer line). */
export const navLabels = content.labels;
