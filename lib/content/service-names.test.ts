import { getCaseStudies } from '@/lib/content/case-studies';
import { getContactIntents } from '@/lib/content/contact-intents';
import { getHomePage } from '@/lib/content/pages';
import { getServices, getServicesPage } from '@/lib/content/services';
import { footerGroups, megaMenus } from '@/lib/navigation';

/**
 * One name per service (docs/proof.md#one-name-per-service): the name in its file is the
 * name of its menu entry, footer link, overview card and home card; every service page names
 * the contact form's option it leads to and the case study that proves it.
 */
const services = getServices();
const nameOf = new Map(services.map((s) => [s.path, s.name]));

describe('service names', () => {
  it('menus and footer call each service by its page name', () => {
    const links = [
      ...megaMenus.flatMap((menu) => menu.groups.flatMap((group) => group.links)),
      ...footerGroups.flatMap((group) => group.links),
    ].filter((link) => nameOf.has(link.href));
    expect(links.length).toBeGreaterThan(10);
    const wrong = links.filter((link) => link.label !== nameOf.get(link.href));
    expect(wrong).toEqual([]);
  });

  it('the overview and home cards call each service by its page name', () => {
    const cards = getServicesPage().cards.items.map((c) => [c.title, nameOf.get(c.href)]);
    const home = getHomePage().services.items.map((c) => [c.title, nameOf.get(c.href ?? '')]);
    for (const [title, name] of [...cards, ...home]) expect(title).toBe(name);
  });

  it('the overview cards and the footer list services in the guide’s order, Cloud included', () => {
    const page = getServicesPage();
    const guideOrder = page.guide.groups.flatMap((group) => group.services.map((s) => s.href));
    const inGuideOrder = (hrefs: string[]) =>
      [...hrefs].sort((a, b) => guideOrder.indexOf(a) - guideOrder.indexOf(b));
    const cards = page.cards.items.map((card) => card.href);
    expect(cards).toContain('/services/cloud-engineering');
    expect(cards).toEqual(inGuideOrder(cards));
    const footer = footerGroups[0]!.links.map((link) => link.href).filter((h) => nameOf.has(h));
    expect(footer).toEqual(inGuideOrder(footer));
  });

  it('the four practices of the home page are cards on /services, AI in the menu and footer', () => {
    const cardLinks = getServicesPage().cards.items.map((c) => c.href);
    for (const item of getHomePage().services.items) expect(cardLinks).toContain(item.href);
    const menu = megaMenus.find((m) => m.id === 'services')!.groups.flatMap((g) => g.links);
    expect(menu.map((l) => l.href)).toContain('/services/ai-development');
    expect(footerGroups[0]!.links.map((l) => l.href)).toContain('/services/ai-development');
  });

  it('every service page names a case study with a signed quote as its proof', () => {
    const studies = new Map(getCaseStudies().map((study) => [study.slug, study]));
    for (const service of services) {
      const study = studies.get(service.proof.caseStudy);
      expect([service.slug, study?.quote.name]).toEqual([service.slug, expect.any(String)]);
    }
  });

  it('every service page maps to an option of the contact form', () => {
    const intents = getContactIntents();
    const unmapped = services.filter((s) => !intents[s.slug]);
    expect(unmapped).toEqual([]);
  });
});
