import { ProductCard } from '@/components/products/product-card';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { getProductsPage } from '@/lib/content/pages';
import { getProducts } from '@/lib/content/products';
import { indexCrumbs } from '@/lib/seo/index-crumbs';
import { pageMetadata } from '@/lib/seo/metadata';

const page = getProductsPage();

export const metadata = pageMetadata({ ...page.seo, path: '/products' });

/** Our own products, one card each from content/products/; the words from content/pages/products.json. */
export default function ProductsPage() {
  const { hero, list, cta } = page;
  return (
    <main data-page="products">
      {/* No hero drawing: each card below shows its own product's screen. */}
      <PageHero
        trail={[indexCrumbs.products]}
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        aside={false}
      />
      <Section labelledBy="product-list">
        <SectionHeading id="product-list" title={list.title} intro={list.ownership} />
        {/* One wide panel a product, not a row of cards: each shows its own screen. */}
        <ul className="grid gap-8 sm:gap-10">
          {getProducts().map((product, index) => (
            <li key={product.id} className="flex">
              <ProductCard
                product={product}
                audienceLabel={list.audienceLabel}
                pageLabel={list.pageLabel}
                mirrored={index % 2 === 1}
              />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title={cta.title}
        text={<p>{cta.text}</p>}
        primary={cta.primary}
        secondary={cta.secondary}
      />
    </main>
  );
}
