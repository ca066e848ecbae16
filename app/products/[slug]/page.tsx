import { ExternalLink } from 'lucide-react';
import type { Metadata } from 'next';
import { ProductMockup } from '@/components/products/product-mockup';
import { ProductSections } from '@/components/products/product-sections';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroHighlights } from '@/components/sections/hero-highlights';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { LinkButton } from '@/components/ui/link-button';
import { getProduct, getProducts } from '@/lib/content/products';
import { indexCrumbs } from '@/lib/seo/index-crumbs';
import { pageMetadata } from '@/lib/seo/metadata';
import { softwareApplicationJsonLd } from '@/lib/seo/service-json-ld';

interface ProductPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getProducts().map((product) => ({ slug: product.id }));
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const product = getProduct((await params).slug);
  return pageMetadata({ ...product.seo, path: product.path });
}

/**
 * A product page: name and external site from lib/site.ts; its accent colour, the order of its
 * sections and the tour of its own screen from content/products/<id>.json.
 */
export default async function ProductPage({ params }: ProductPageProps) {
  const product = getProduct((await params).slug);
  const { hero, screenshot, cta } = product;
  return (
    <main data-page="product" data-accent={product.accent}>
      <JsonLdScript data={softwareApplicationJsonLd(product)} />
      <PageHero
        trail={[indexCrumbs.products, { name: product.name, path: product.path }]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        // The product screen below, overlapping the hero's edge, is this page's artwork.
        aside={false}
        actions={
          <>
            <LinkButton href={hero.demo.href} size="lg">
              {hero.demo.label}
            </LinkButton>
            <LinkButton href={product.url} size="lg" variant="on-dark" external>
              {hero.siteLabel}
              <ExternalLink className="size-4" aria-hidden="true" />
            </LinkButton>
          </>
        }
      >
        {hero.highlights && (
          <HeroHighlights items={hero.highlights} label={`${product.name} plans include`} />
        )}
      </PageHero>
      {/* The product screen overlaps the hero's lower edge, like a device placed on the page. */}
      <Section className="pt-0 sm:pt-0" labelledBy="product-tour">
        <h2 id="product-tour" className="sr-only">
          {screenshot.title}
        </h2>
        <div className="relative isolate -mt-4 sm:-mt-16">
          {/* The product's own colour, as light behind its screen. */}
          <div aria-hidden="true" className="product-glow" />
          <ProductMockup
            name={screenshot.mockup}
            title={screenshot.title}
            caption={screenshot.caption}
            description={screenshot.description}
            kpis={screenshot.kpis}
          />
        </div>
      </Section>
      <ProductSections product={product} />
      <CtaBand
        title={cta.title}
        text={<p>{cta.text}</p>}
        primary={cta.primary}
        secondary={
          cta.siteLabel ? { label: cta.siteLabel, href: product.url, external: true } : undefined
        }
      />
    </main>
  );
}
