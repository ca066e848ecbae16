import { CtaBand } from '@/components/sections/cta-band';
import { HeroHighlights } from '@/components/sections/hero-highlights';
import { HeroActions } from '@/components/sections/hero-actions';
import { IconMosaic } from '@/components/sections/icon-mosaic';
import { PageHero } from '@/components/sections/page-hero';
import { PageSections } from '@/components/sections/page-sections';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { withIntent } from '@/lib/contact/intent';
import { iconsIn } from '@/lib/content/icons';
import { getServicesPage, type Service } from '@/lib/content/services';
import { serviceJsonLd } from '@/lib/seo/service-json-ld';
import { indexCrumbs } from '@/lib/seo/index-crumbs';

/** The one template of every service page: hero, the file's sections in order, closing CTA. */
export function ServicePage({ service }: { service: Service }) {
  const { hero, cta } = service;
  // The page's calls to the contact page say which service the visitor came from
  // (docs/contact-path.md); other links stay as they are.
  const carry = <T extends { href: string }>(action: T): T => ({
    ...action,
    href: withIntent(action.href, service.slug),
  });
  return (
    <main data-page="service">
      <JsonLdScript data={serviceJsonLd(service)} />
      <PageHero
        trail={[indexCrumbs.services, { name: service.name, path: service.path }]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        // The service's own capabilities drawn as its hero, not the site-wide network artwork.
        aside={<IconMosaic names={iconsIn(service.sections)} />}
        actions={
          <HeroActions
            primary={hero.primary && carry(hero.primary)}
            secondary={hero.secondary && carry(hero.secondary)}
          />
        }
      >
        {hero.highlights && (
          <HeroHighlights
            items={hero.highlights}
            label={getServicesPage().serviceHighlightsLabel.replace('{service}', service.name)}
          />
        )}
      </PageHero>
      <PageSections sections={service.sections} />
      <CtaBand
        {...cta}
        primary={carry(cta.primary)}
        secondary={cta.secondary && carry(cta.secondary)}
        text={<p>{cta.text}</p>}
      />
    </main>
  );
}
