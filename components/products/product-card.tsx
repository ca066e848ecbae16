import { ArrowRight, ExternalLink } from 'lucide-react';
import { ProductThumbnail } from '@/components/products/product-mockup';
import { Figure, type FigureLook } from '@/components/sections/figure';
import { BASIS_LIGHT } from '@/components/sections/stat-row';
import { LinkButton } from '@/components/ui/link-button';
import { unbroken } from '@/components/ui/unbroken-ranges';
import type { Product } from '@/lib/content/products';
import { fillTemplate } from '@/lib/utils/fill-template';

interface ProductCardProps {
  product: Product;
  /** "For", before who the product serves. */
  audienceLabel: string;
  /** The label of the link to the product's page, with "{name}". */
  pageLabel: string;
}

/** The headline figure: the value on top, its label, then its basis under the card's one hairline. */
const figureLook: FigureLook = {
  cell: 'flex flex-col',
  label: 'mt-1 font-semibold text-ink-900',
  value: 'font-display text-4xl font-extrabold tracking-tight text-brand-700',
  basis: `mt-3 ${BASIS_LIGHT}`,
};

/**
 * One product on /products: what it is, who it's for and one figure with its basis, all from the
 * product's own file, then its page and its own site. Two links, so no stretched card link.
 */
export function ProductCard({ product, audienceLabel, pageLabel }: ProductCardProps) {
  const { summary, audience, figure } = product.index;
  return (
    // Five parts, one per row the cards of a row share (CardList `aligned`), so the figures
    // start at one height whatever the length of each summary.
    <article
      className="card flex w-full flex-col overflow-hidden p-5 sm:p-8"
      data-product-card={product.id}
    >
      <div>
        {/* The product's own screen, cropped to the card's top edge as its page draws it; in
            the title's part, so the card keeps the five parts its row shares. */}
        <div className="-mx-5 -mt-5 mb-6 border-b border-ink-200 sm:-mx-8 sm:-mt-8 sm:mb-8">
          <ProductThumbnail name={product.screenshot.mockup} kpis={product.screenshot.kpis} />
        </div>
        <p className="text-sm font-semibold text-brand-700">{product.hero.eyebrow}</p>
        <h3 className="mt-3 text-2xl font-bold tracking-tight">
          <a href={product.path} className="hover:text-brand-800">
            {product.name}
          </a>
        </h3>
      </div>
      <p className="mt-3 leading-relaxed text-ink-600">{unbroken(summary)}</p>
      <p className="mt-4 text-sm text-ink-700">
        <span className="font-semibold text-ink-900">{audienceLabel}: </span>
        {audience}
      </p>
      <dl className="mt-6">
        <Figure value={figure.value} label={figure.label} basis={figure.basis} look={figureLook} />
      </dl>
      <div className="mt-auto flex flex-wrap gap-3 pt-8">
        <LinkButton href={product.path}>
          {fillTemplate(pageLabel, { name: product.name })}
          <ArrowRight className="size-4" aria-hidden="true" />
        </LinkButton>
        <LinkButton href={product.url} variant="ghost" external>
          {product.hero.siteLabel}
          <ExternalLink className="size-4" aria-hidden="true" />
        </LinkButton>
      </div>
    </article>
  );
}
