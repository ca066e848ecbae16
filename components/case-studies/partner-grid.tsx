import { ScrollerCount } from '@/components/sections/scroller-count';
import { SiteLink } from '@/components/ui/checkable';
import type { Partner } from '@/lib/content/case-studies';

/**
 * Ecosystem partners: our drawn wordmark, the kind of partner, what it contributes and its own
 * site when content gives one (docs/proof.md#checkable-proof). Rows on
 * phones a sideways row of cards, a five-column grid on desktop.
 */
export function PartnerGrid({ partners }: { partners: Partner[] }) {
  return (
    <>
      <ul
        className="phone-scroller grid gap-4 @min-[36rem]/page:grid-cols-2 @min-[60rem]/page:grid-cols-5"
        tabIndex={0}
        data-partners=""
      >
        {partners.map((partner) => (
          <li key={partner.name} className="card flex flex-col p-4 sm:p-5">
            <div className="flex h-16 items-center justify-center rounded-xl bg-ink-50 px-1 ring-1 ring-ink-100 sm:h-20">
              <img
                src={partner.logo}
                alt={`${partner.name} logo`}
                width={200}
                height={56}
                // Far below the fold: lazy, which also keeps React from preloading all ten
                // wordmarks in the head, ahead of the cover image.
                loading="lazy"
                decoding="async"
                className="h-12 w-auto"
              />
            </div>
            <div>
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase mt-4">
                {partner.type}
              </p>
              <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{partner.desc}</p>
            </div>
            {/* The partner's own site, when content gives one; nothing otherwise. */}
            <SiteLink href={partner.site} className="mt-3 text-brand-700" />
          </li>
        ))}
      </ul>
      <ScrollerCount count={partners.length} />
    </>
  );
}
