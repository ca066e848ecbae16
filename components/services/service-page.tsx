import { CtaBand } from '@/components/sections/cta-band';
import { HeroHighlights } from '@/components/sections/hero-highlights';
import { HeroActions } from '@/components/sections/hero-actions';
import { PageHero } from '@/components/sections/page-hero';
import { PageSections, toneAfter } from '@/components/sections/page-sections';
import { LABELLED_DRAWINGS, ServiceHeroArt } from '@/components/services/service-hero-art';
import { ServiceProof } from '@/components/services/service-proof';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { withIntent } from '@/lib/contact/intent';
import { iconsIn } from '@/lib/content/icons';
import { getServiceHero } from '@/lib/content/service-heroes';
import { getServicesPage, type Service } from '@/lib/content/services';
import { serviceJsonLd } from '@/lib/seo/service-json-ld';
import { indexCrumbs } from '@/lib/seo/index-crumbs';

/** The one template of every service page: hero, the file's sections, its proof, closing CTA. */
export function ServicePage({ service }: { service: Service }) {
  const { hero, cta } = service;
  const composition = getServiceHero(service.slug);
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
        // The service's own capabilities or a diagram of what it sells, in the composition its
        // content names, so neighbouring services never look alike (docs/service-heroes.md).
        aside={
          <ServiceHeroArt hero={composition} service={service} names={iconsIn(service.sections)} />
        }
        asideFirst={composition.layout === 'art-left'}
        sideBelow="drawing"
        sideCompact={LABELLED_DRAWINGS.has(composition.drawing) ? 'full-bleed' : 'small'}
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
      <ServiceProof
        service={service}
        copy={getServicesPage().proof}
        tone={toneAfter(service.sections)}
      />
      <CtaBand
        {...cta}
        primary={carry(cta.primary)}
        secondary={cta.secondary && carry(cta.secondary)}
        text={<p>{cta.text}</p>}
      />
    </main>
  );
}
