import { ArrowRight, ExternalLink } from 'lucide-react';
import { accentClasses } from '@/components/products/product-accent';
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
  /** The second panel mirrors the first from 1024 px: its screen on the right. */
  mirrored?: boolean;
}

/** The headline figure: the value on top, its label, then its basis under the card's one hairline. */
const figureLook = (valueColour: string): FigureLook => ({
  cell: 'flex flex-col',
  label: 'mt-1 font-semibold text-ink-900',
  value: `font-display text-4xl font-extrabold tracking-tight ${valueColour}`,
  basis: `mt-3 ${BASIS_LIGHT}`,
});

/**
 * One product on /products, as a wide panel unlike the site's cards: its own screen on a field of
 * its colour on one side, and on the other what it is, who it's for and one figure with its
 * basis, all from the product's own file, then its page and its own site. Two links, so no
 * stretched card link.
 */
export function ProductCard({
  product,
  audienceLabel,
  pageLabel,
  mirrored = false,
}: ProductCardProps) {
  const { summary, audience, figure } = product.index;
  const accent = accentClasses;
  return (
    <article
      className="card grid w-full overflow-hidden lg:grid-cols-2"
      data-product-card={product.id}
      data-accent={product.accent}
    >
      {/* The product's own screen, cropped as its page draws it, set on its colour. */}
      <div
        className={`narrow-pad flex items-center p-5 sm:p-8 ${accent.panel} ${mirrored ? 'lg:order-last' : ''}`}
      >
        <div className="w-full overflow-hidden rounded-xl bg-surface shadow-(--shadow-card) ring-1 ring-ink-200">
          <ProductThumbnail name={product.screenshot.mockup} kpis={product.screenshot.kpis} />
        </div>
      </div>
      <div className="narrow-pad flex flex-col p-5 sm:p-8">
        <p className={`text-sm font-semibold ${accent.text}`}>{product.hero.eyebrow}</p>
        <h3 className="mt-3 text-2xl font-bold tracking-tight">
          <a href={product.path} className="hover:text-brand-800">
            {product.name}
          </a>
        </h3>
        <p className="mt-3 leading-relaxed text-ink-600">{unbroken(summary)}</p>
        <p className="mt-4 text-sm text-ink-700">
          <span className="font-semibold text-ink-900">{audienceLabel}: </span>
          {audience}
        </p>
        <dl className="mt-6">
          <Figure
            value={figure.value}
            label={figure.label}
            basis={figure.basis}
            look={figureLook(accent.text)}
          />
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
      </div>
    </article>
  );
}
