import type { ReactNode } from 'react';
import { Mail, MapPin, Smartphone } from 'lucide-react';
import { InstagramIcon, LinkedInIcon } from '@/components/ui/social-icons';
import { site } from '@/lib/site';

interface ContactDetailsCardProps {
  title: string;
  text: string;
}

const rowLink = 'inline-flex min-h-11 items-center font-semibold text-white hover:underline';

/** Dark card with direct lines: mobile, email, office address and social profiles. */
export function ContactDetailsCard({ title, text }: ContactDetailsCardProps) {
  const { address } = site;
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="on-dark relative isolate overflow-hidden rounded-(--radius-card) bg-brand-950 p-7 text-brand-100 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(26rem_16rem_at_100%_0%,rgb(76_92_240/0.5),transparent_70%)]"
      />
      <h3 id="contact-details-heading" className="text-xl font-bold text-white">
        {title}
      </h3>
      <p className="mt-2 text-brand-100">{text}</p>
      <dl className="mt-6 space-y-4">
        <div className="flex gap-4">
          <Smartphone className="mt-3 size-5 shrink-0 text-accent-300" aria-hidden="true" />
          <div>
            <dt className="text-sm text-brand-200">Mobile</dt>
            <dd>
              <a href={site.mobile.href} className={rowLink}>
                {site.mobile.display}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-4">
          <Mail className="mt-3 size-5 shrink-0 text-accent-300" aria-hidden="true" />
          <div>
            <dt className="text-sm text-brand-200">Email</dt>
            <dd>
              <a href={`mailto:${site.email}`} className={`${rowLink} break-all`}>
                {site.email}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-4">
          <MapPin className="mt-1 size-5 shrink-0 text-accent-300" aria-hidden="true" />
          <div>
            <dt className="text-sm text-brand-200">Office</dt>
            <dd>
              <address className="mt-1 leading-relaxed text-white not-italic">
                {address.street}
                <br />
                {address.locality} {address.postalCode}, {address.region}
                <br />
                {address.countryName}
              </address>
            </dd>
          </div>
        </div>
      </dl>
      <ul
        className="mt-7 flex flex-wrap gap-3 border-t border-white/10 pt-6"
        aria-label="Social profiles"
      >
        <li>
          <SocialLink href={site.social.linkedin} label="LinkedIn" icon={<LinkedInIcon />} />
        </li>
        <li>
          <SocialLink href={site.social.instagram} label="Instagram" icon={<InstagramIcon />} />
        </li>
      </ul>
    </section>
  );
}

function SocialLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 bg-white/5 px-4 font-semibold text-white transition-colors hover:bg-white/15"
    >
      {icon}
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
