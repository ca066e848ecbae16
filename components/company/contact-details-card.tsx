import { AddressBreaks } from '@/components/ui/address-breaks';
import type { ReactNode } from 'react';
import { Mail, MapPin, Smartphone, type LucideIcon } from 'lucide-react';
import { InstagramIcon, LinkedInIcon } from '@/components/ui/social-icons';
import { getPerson } from '@/lib/content/people';
import { site } from '@/lib/site';
import { NEW_TAB_NOTE } from '@/components/ui/checkable';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

interface ContactDetailsCardProps {
  title: string;
  text: string;
}

const rowLink = 'inline-flex min-h-11 items-center font-semibold text-white hover:underline';

/**
 * Dark card with direct lines: the client line (a mobile), email, office address and social
 * profiles. The client line names who answers it and whom it is for, so it never reads as a
 * second, competing office number (docs/brand-and-facts.md#two-numbers). In a narrow column
 * (200% text on a phone) its padding is pixels and its title fits "information" whole
 * (docs/reader-settings.md#a-narrow-column).
 */
export function ContactDetailsCard({ title, text }: ContactDetailsCardProps) {
  const { address, mobile, socialNames } = site;
  const holder = getPerson(mobile.holder);
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="narrow-pad on-dark relative isolate overflow-hidden rounded-(--radius-card) bg-brand-950 p-7 text-brand-100 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(26rem_16rem_at_100%_0%,rgb(76_92_240/0.5),transparent_70%)]"
      />
      <h3
        id="contact-details-heading"
        className={cn('fit-lg text-xl font-bold text-white', longestWordClass(title))}
      >
        {title}
      </h3>
      <p className="mt-2 text-brand-100">{text}</p>
      <dl className="mt-6 space-y-4">
        <DetailRow icon={Smartphone} label={mobile.label}>
          <a href={mobile.href} className={rowLink}>
            {mobile.display}
          </a>
          <span className="block text-sm text-brand-200">
            {holder.name}, {holder.title}, {mobile.use}
          </span>
        </DetailRow>
        <DetailRow icon={Mail} label="Email">
          <a href={`mailto:${site.email}`} aria-label={site.email} className={rowLink}>
            <AddressBreaks address={site.email} />
          </a>
        </DetailRow>
        <DetailRow icon={MapPin} label="Office">
          <address className="leading-relaxed text-white not-italic">
            {address.street}
            <br />
            {address.locality} {address.postalCode}, {address.region}
            <br />
            {address.countryName}
          </address>
        </DetailRow>
      </dl>
      <ul
        className="mt-7 flex flex-wrap gap-3 border-t border-white/10 pt-6"
        aria-label="Social profiles"
      >
        <li>
          <SocialLink
            href={site.social.linkedin}
            label={socialNames.linkedin}
            icon={<LinkedInIcon />}
          />
        </li>
        <li>
          <SocialLink
            href={site.social.instagram}
            label={socialNames.instagram}
            icon={<InstagramIcon />}
          />
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
      className="narrow-pad-x inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 bg-white/5 px-4 font-semibold text-white transition-colors hover:bg-white/15"
    >
      {icon}
      {label}
      <span className="sr-only"> {NEW_TAB_NOTE}</span>
    </a>
  );
}

interface DetailRowProps {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}

/**
 * One term of the list: the icon beside its small label, the value under both at the card's
 * full width. An icon in a gutter beside the value took 2.25rem from every line, which at 200%
 * text on a phone split the address and the names inside the word.
 */
function DetailRow({ icon: Icon, label, children }: DetailRowProps) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-brand-200">
        <Icon className="size-5 shrink-0 text-accent-300" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
