import type { ReactNode } from 'react';
import type { HomePage } from '@/lib/content/pages';
import { SiteLink } from '@/components/ui/checkable';
import { cn } from '@/lib/utils/cn';

type Client = HomePage['clients']['items'][number];

/** Geometric marks for the invented client wordmarks (docs/content.md#every-image-is-ours). */
const glyphs: Record<Client['glyph'], ReactNode> = {
  bolt: <path d="M13.5 2 5 13.5h6L9.5 22 19 9.5h-6.2L13.5 2Z" fill="currentColor" />,
  hex: (
    <path
      d="M12 2.5 20.5 7.25v9.5L12 21.5l-8.5-4.75v-9.5L12 2.5Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinejoin="round"
    />
  ),
  leaf: <path d="M4 20c0-9.5 6-15.5 16-16 0 10-6.5 16-16 16Zm0 0 8-8" fill="currentColor" />,
  orbit: (
    <>
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <ellipse
        cx="12"
        cy="12"
        rx="10"
        ry="4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        transform="rotate(-28 12 12)"
      />
    </>
  ),
  peak: <path d="M2 20 9 7l4 6.5L15.5 10 22 20H2Z" fill="currentColor" />,
  stack: (
    <>
      <rect x="3" y="3" width="18" height="5" rx="2" fill="currentColor" />
      <rect x="3" y="10" width="18" height="5" rx="2" fill="currentColor" opacity="0.7" />
      <rect x="3" y="17" width="18" height="4" rx="2" fill="currentColor" opacity="0.45" />
    </>
  ),
};

/** Each wordmark gets its own typographic treatment, as real brands would. */
const wordStyles = [
  'font-display text-xl font-extrabold tracking-tight',
  'font-sans text-sm font-bold tracking-[0.2em] uppercase',
  'font-display text-xl font-semibold italic',
  'font-sans text-xl font-bold lowercase tracking-tight',
  'font-display text-base font-bold tracking-[0.14em] uppercase',
  'font-sans text-xl font-medium tracking-tight',
];

interface ClientLogoStripProps {
  title: string;
  items: Client[];
  linkSuffix: string;
}

/** The strip of client wordmarks under the home hero. */
export function ClientLogoStrip({ title, items, linkSuffix }: ClientLogoStripProps) {
  return (
    <section aria-labelledby="clients-heading" className="border-b border-ink-200 bg-surface py-10">
      <div className="container-page">
        <h2
          id="clients-heading"
          className="text-center font-sans text-sm font-semibold tracking-wide text-ink-600"
        >
          {title}
        </h2>
        <ul className="mt-5 grid grid-cols-[repeat(auto-fit,minmax(min(100%,9.5rem),1fr))] items-center gap-x-6 gap-y-4 sm:mt-7 @min-[36rem]/page:grid-cols-3 sm:gap-y-6 lg:flex lg:flex-wrap lg:justify-between">
          {items.map((client, index) => {
            const mark = (
              <>
                <svg
                  viewBox="0 0 24 24"
                  width="24"
                  height="24"
                  className="size-6 shrink-0"
                  aria-hidden="true"
                  focusable="false"
                >
                  {glyphs[client.glyph]}
                </svg>
                <span className={cn('whitespace-nowrap', wordStyles[index % wordStyles.length])}>
                  {client.name}
                </span>
              </>
            );
            return (
              <li
                key={client.name}
                className="flex flex-col items-center justify-center text-ink-500 transition-colors hover:text-ink-800"
              >
                {/* A client with a case study links to it: the proof behind the logo. */}
                {client.href ? (
                  <a
                    href={client.href}
                    // The visible name first, so voice control users can say what they see.
                    aria-label={`${client.name} ${linkSuffix}`}
                    className="inline-flex min-h-11 items-center gap-2 rounded-md hover:text-ink-900"
                  >
                    {mark}
                  </a>
                ) : (
                  <span className="inline-flex min-h-11 items-center gap-2">{mark}</span>
                )}
                {/* The client's own site, where a reader can check the client exists. */}
                <SiteLink href={client.site} className="text-xs text-ink-600 hover:text-ink-900" />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
