import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroHighlights } from '@/components/sections/hero-highlights';
import { HeroActions } from '@/components/sections/hero-actions';
import { IconMosaic } from '@/components/sections/icon-mosaic';
import { PageHero } from '@/components/sections/page-hero';
import { iconsIn } from '@/lib/content/icons';
import { PageSections } from '@/components/sections/page-sections';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getService, getServiceSlugs } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { serviceJsonLd } from '@/lib/seo/service-json-ld';

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getServiceSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = getService((await params).slug);
  return pageMetadata({ ...service.seo, path: service.path });
}

/** The one template of every service page: hero, the file's sections in order, closing CTA. */
export default async function ServicePage({ params }: ServicePageProps) {
  const service = getService((await params).slug);
  const { hero } = service;
  return (
    <main data-page="service">
      <JsonLdScript data={serviceJsonLd(service)} />
      <PageHero
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { name: 'Services', path: '/services' },
              { name: service.name, path: service.path },
            ]}
          />
        }
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        // The service's own capabilities drawn as its hero, not the site-wide network artwork.
        aside={<IconMosaic names={iconsIn(service.sections)} />}
        actions={<HeroActions primary={hero.primary} secondary={hero.secondary} />}
      >
        {hero.highlights && (
          <HeroHighlights items={hero.highlights} label={`${service.name} at a glance`} />
        )}
      </PageHero>
      <PageSections sections={service.sections} />
      <CtaBand {...service.cta} text={<p>{service.cta.text}</p>} />
    </main>
  );
}
