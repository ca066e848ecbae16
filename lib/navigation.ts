import redirects from '@/content/redirects.json';
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

const link = (label: string, href: string, description?: string): NavLink => ({
  label,
  href: resolveRedirect(href),
  ...(description ? { description } : {}),
});

export const megaMenus: MegaMenu[] = [
  {
    id: 'services',
    label: 'Services',
    groups: [
      {
        title: 'Development',
        links: [
          link('Web Development', '/services/web-development', 'Fast, accessible web platforms'),
          link(
            'Mobile Development',
            '/services/mobile-development',
            'iOS, Android and cross-platform',
          ),
          link('Blockchain', '/services/blockchain', 'Smart contracts and Web3 products'),
        ],
      },
      {
        title: 'Business Solutions',
        links: [
          link(
            'Resource Augmentation',
            '/services/resource-augmentation',
            'Senior engineers in 2 weeks',
          ),
          link('Product Engineering', '/services/product-engineering', 'From roadmap to scale'),
          link('MVP Development', '/services/mvp-development', 'Validated MVPs in 8-12 weeks'),
        ],
      },
      {
        title: 'Infrastructure',
        links: [link('Cloud Services', '/services/cloud-services', 'AWS, Azure and Google Cloud')],
      },
    ],
    overview: link('All services', '/services'),
  },
  {
    id: 'technologies',
    label: 'Technologies',
    groups: [
      {
        title: 'Frontend',
        links: [
          link('React', '/technologies/react'),
          link('Vue.js', '/technologies/vue'),
          link('Angular', '/technologies/angular'),
          link('Next.js', '/technologies/nextjs'),
        ],
      },
      {
        title: 'Backend',
        links: [
          link('Node.js', '/technologies/nodejs'),
          link('Python', '/technologies/python'),
          link('Java', '/technologies/java'),
          link('.NET', '/technologies/dotnet'),
        ],
      },
      {
        title: 'Mobile',
        links: [
          link('Flutter', '/technologies/flutter'),
          link('React Native', '/technologies/react-native'),
          link('iOS', '/technologies/ios'),
          link('Android', '/technologies/android'),
        ],
      },
      {
        title: 'Cloud',
        links: [
          link('AWS', '/technologies/aws'),
          link('Google Cloud', '/technologies/gcp'),
          link('Azure', '/technologies/azure'),
        ],
      },
    ],
    overview: link('All technologies', '/technologies'),
  },
  {
    id: 'products',
    label: 'Products',
    groups: [
      {
        title: 'Our products',
        links: [
          link(site.products.chargiq.name, '/products/chargiq', 'EV fleet charging management'),
          link(site.products.geofleet.name, '/products/geofleet', 'Fleet tracking and management'),
        ],
      },
    ],
  },
];

/** Plain links of the header: these come before the mega-menus, `trailingLinks` after. */
export const homeLink: NavLink = link('Home', '/');
export const leadingLinks: NavLink[] = [homeLink, link('About', '/about')];
export const trailingLinks: NavLink[] = [
  link('Blog', '/blog'),
  link('Case Studies', '/case-studies'),
  link('Careers', '/careers'),
  link('Contact', '/contact'),
];
export const proposalCta: NavLink = link('Get a Proposal', '/contact');

/** The mobile menu links Products straight to the first product. */
export const mobileProductsLink: NavLink = {
  label: 'Products',
  href: megaMenus.find((m) => m.id === 'products')!.groups[0]!.links[0]!.href,
};

export const footerGroups: NavGroup[] = [
  {
    title: 'Services',
    links: [
      link('Web Development', '/services/web-development'),
      link('Mobile Development', '/services/mobile-development'),
      link('Custom Product Development', '/services/custom-product-development'),
      link('Blockchain Development', '/services/blockchain-development'),
      link('Resource Augmentation', '/services/resource-augmentation'),
      link('Product Engineering', '/services/product-engineering'),
      link('MVP Development', '/services/mvp-development'),
      link('Cloud Engineering', '/services/cloud-engineering'),
    ],
  },
  {
    title: 'Technologies',
    links: [
      link('React', '/technologies/react'),
      link('Node.js', '/technologies/nodejs'),
      link('Python', '/technologies/python'),
      link('Flutter', '/technologies/flutter'),
      link('AWS', '/technologies/aws'),
      link('Java', '/technologies/java'),
    ],
  },
  {
    title: 'Company',
    links: [
      link('About', '/about'),
      link('Case Studies', '/case-studies'),
      link('Careers', '/careers'),
      link('Contact', '/contact'),
      link('Partners', '/partners'),
      link(site.products.chargiq.name, '/products/chargiq'),
      link(site.products.geofleet.name, '/products/geofleet'),
    ],
  },
];

export const legalLinks: NavLink[] = [
  link('Privacy Policy', '/privacy-policy'),
  link('Terms of Service', '/terms-of-service'),
];
