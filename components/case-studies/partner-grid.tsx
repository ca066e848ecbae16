import type { Partner } from '@/lib/content/case-studies';

/**
 * Ecosystem partners: our drawn wordmark, the kind of partner and what it contributes. Rows on
 * phones (logo beside the text), a five-column grid on desktop.
 */
export function PartnerGrid({ partners }: { partners: Partner[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-partners="">
      {partners.map((partner) => (
        <li
          key={partner.name}
          className="card grid grid-cols-[8.5rem_1fr] items-center gap-4 p-4 sm:flex sm:flex-col sm:items-stretch sm:gap-0 sm:p-5"
        >
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
              className="h-auto w-full sm:h-12 sm:w-auto"
            />
          </div>
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase sm:mt-4">
              {partner.type}
            </p>
            <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{partner.desc}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
