import { AddressBreaks } from '@/components/ui/address-breaks';
import { Mail, MapPin, Phone, Smartphone } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { LinkList } from '@/components/layout/link-list';
import { InstagramIcon, LinkedInIcon, XIcon } from '@/components/ui/social-icons';
import { HoverTooltip, Tooltip, tooltipTrigger } from '@/components/ui/tooltip';
import { footerGroups, legalLinks, navLabels } from '@/lib/navigation';
import { site } from '@/lib/site';
import { NEW_TAB_NOTE } from '@/components/ui/checkable';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    // The shadow paints the footer's colour one pixel up, under the band above it. Where the
    // page's content ends at a fraction of a pixel (most pages), a screen at 125% or 150% scale
    // blends the two edges with the white page between them into a pale 1 px line; over the
    // footer's own colour the blend has no white in it, in either scheme.
    <footer className="on-dark bg-ink-950 text-ink-300 shadow-[0_-1px_0_var(--color-ink-950)]">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <a href="/" aria-label={navLabels.homeLink} className="inline-block rounded-lg">
            <Logo tone="light" />
          </a>
          <p className="mt-5 max-w-sm text-[0.9375rem] leading-relaxed text-ink-300">
            {site.description}
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
              <span>
                {site.address.street}, {site.address.locality} {site.address.postalCode},{' '}
                {site.address.countryName}
              </span>
            </li>
            <li className="flex items-center gap-3">
              <Mail className="size-4 shrink-0 text-accent-300" aria-hidden="true" />
              <a href={`mailto:${site.email}`} aria-label={site.email} className="hover:text-white">
                <AddressBreaks address={site.email} />
              </a>
            </li>
            {/* Both numbers under the labels the contact page gives them, and the client line
                with whom it is for in the same words (lib/site.ts), so the footer and the
                contact card never look like two versions of one fact. */}
            {[
              { icon: Phone, line: site.phone },
              { icon: Smartphone, line: site.mobile },
            ].map(({ icon: Icon, line }) => (
              <li key={line.href} className="flex items-start gap-3">
                <Icon className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
                <span>
                  <a href={line.href} className="hover:text-white">
                    {line.display}
                  </a>
                  <span className="block text-[0.8125rem]">
                    {'use' in line ? `${line.label}, ${line.use}` : line.label}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <nav
          aria-label={navLabels.footerNav}
          // Phones: an odd last group spans both columns and lists its links down two columns
          // (read down, as every other group is, not across in pairs). A column narrower than
          // 16rem (enlarged text on a phone) has room for one column of links, or "Development"
          // splits mid-word (docs/reader-settings.md#a-narrow-column).
          className="grid grid-cols-2 gap-10 @min-[36rem]/page:grid-cols-3 @max-[16rem]/page:grid-cols-1 lg:col-span-8 @max-[36rem]/page:[&>div:last-child:nth-child(odd)]:col-span-2 @max-[36rem]/page:[&>div:last-child:nth-child(odd)>ul]:columns-2 @max-[16rem]/page:[&>div:last-child:nth-child(odd)]:col-span-1 @max-[16rem]/page:[&>div:last-child:nth-child(odd)>ul]:columns-1 @max-[36rem]/page:[&>div:last-child:nth-child(odd)>ul]:gap-x-10 @max-[36rem]/page:[&>div:last-child:nth-child(odd)>ul>li]:break-inside-avoid"
        >
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="font-display text-sm font-semibold tracking-wide text-white uppercase">
                {group.title}
              </h2>
              <LinkList
                links={group.links}
                className="mt-4 space-y-1"
                linkClassName="inline-block py-1.5 text-[0.9375rem] leading-snug hover:text-white"
              />
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        {/* Copyright on its own line until the whole bar fits in one row (lg). The social marks
            move under the legal links, as one group, when the two do not fit side by side. */}
        <div className="container-page flex flex-col gap-3 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <p>
            © {year} {site.legalName} <span className="whitespace-nowrap">{navLabels.founded}</span>
          </p>
          <div className="flex flex-wrap items-center justify-between gap-x-5 gap-y-2 lg:justify-end">
            <div className="flex flex-wrap items-center gap-x-5">
              {legalLinks.map((item) => (
                <a
                  key={item.href}
                  href={item.href}
                  className="inline-flex min-h-11 items-center hover:text-white"
                >
                  {item.label}
                </a>
              ))}
            </div>
            {/* The profiles the contact card links, in the same order. X keeps its place,
                unlinked, in the same size and colour: it differs by its cursor and its label,
                not by looking broken or unfinished (docs/brand-and-facts.md#social). */}
            <div className="flex shrink-0 items-center gap-1 text-ink-300">
              {(
                [
                  ['linkedin', LinkedInIcon, navLabels.linkedin],
                  ['instagram', InstagramIcon, navLabels.instagram],
                ] as const
              ).map(([network, Glyph, label]) => (
                <span key={network} className="contents">
                  <a
                    href={site.social[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    {...tooltipTrigger(`tip-footer-${network}`)}
                    className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 hover:text-white"
                  >
                    <Glyph className="size-[1.125rem]" />
                    <span className="sr-only">
                      {label} {NEW_TAB_NOTE}
                    </span>
                  </a>
                  <Tooltip id={`tip-footer-${network}`}>{label}</Tooltip>
                </span>
              ))}
              <span className="tooltip-host inline-flex size-11 cursor-not-allowed items-center justify-center rounded-full">
                <HoverTooltip label={navLabels.xInactiveTitle}>
                  <XIcon className="size-[1.125rem]" />
                  <span className="sr-only">{navLabels.xInactive}</span>
                </HoverTooltip>
              </span>
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
