import { Mail, MapPin, Phone } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { footerGroups, legalLinks } from '@/lib/navigation';
import { site } from '@/lib/site';

function LinkedInIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23Zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64Z" />
    </svg>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-ink-950 text-ink-300">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <a href="/" aria-label={`${site.name} home`} className="inline-block rounded-lg">
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
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone className="size-4 shrink-0 text-accent-300" aria-hidden="true" />
              <a href={site.phone.href} className="hover:text-white">
                {site.phone.display}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:col-span-8">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="font-display text-sm font-semibold tracking-wide text-white uppercase">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-1">
                {group.links.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      className="inline-flex min-h-9 items-center text-[0.9375rem] hover:text-white"
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {site.legalName} Founded in {site.address.locality}, {site.foundingYear}.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {legalLinks.map((item) => (
              <a
                key={item.href}
                href={item.href}
                className="inline-flex min-h-11 items-center hover:text-white"
              >
                {item.label}
              </a>
            ))}
            <a
              href={site.social.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 hover:text-white"
            >
              <LinkedInIcon />
              <span className="sr-only">{site.name} on LinkedIn (opens in a new tab)</span>
            </a>
            <span
              className="inline-flex size-11 cursor-not-allowed items-center justify-center rounded-full text-ink-500"
              title="Our X account is not active yet"
            >
              <XIcon />
              <span className="sr-only">{site.name} on X: not active yet</span>
            </span>
          </div>
        </div>
      </div>
    </footer>
  );
}
