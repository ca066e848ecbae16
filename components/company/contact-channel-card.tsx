import { AddressBreaks } from '@/components/ui/address-breaks';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/content/icons';
import type { ContactChannel } from '@/lib/content/pages';
import { site } from '@/lib/site';

const linkClasses =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';

/**
 * The icon and the fact (from lib/site.ts) each contact channel shows. The phone card is the
 * office line only; the client line sits on the dark card beside the form, under its own label.
 */
const channels: Record<ContactChannel, { icon: IconName; value: () => ReactNode }> = {
  email: {
    icon: 'mail',
    value: () => (
      <a href={`mailto:${site.email}`} aria-label={site.email} className={linkClasses}>
        <AddressBreaks address={site.email} />
      </a>
    ),
  },
  phone: {
    icon: 'phone',
    value: () => (
      <a href={site.phone.href} className={linkClasses}>
        {site.phone.display}
      </a>
    ),
  },
  office: {
    icon: 'map-pin',
    value: () => (
      <address className="font-semibold text-ink-900 not-italic">
        {site.address.street}
        <br />
        {site.address.locality} {site.address.postalCode}, {site.address.countryName}
      </address>
    ),
  },
  hours: {
    icon: 'calendar-clock',
    // Wraps after the days, never inside the times.
    value: () => {
      const [days, ...time] = site.hours.display.split(' ');
      return (
        <p className="font-semibold text-ink-900">
          {days} <span>{time.join(' ')}</span>
        </p>
      );
    },
  },
};

interface ContactChannelCardProps {
  channel: ContactChannel;
  title: string;
  text: string;
}

/** One of the contact page's four info cards: email, phone, office location, business hours. */
export function ContactChannelCard({ channel, title, text }: ContactChannelCardProps) {
  const { icon, value } = channels[channel];
  return (
    <article className="card flex w-full flex-col p-6 sm:p-7">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon name={icon} />
      </span>
      <h3 className="mt-5 text-xl font-bold">{title}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-ink-600">{text}</p>
      <div className="mt-4">{value()}</div>
    </article>
  );
}
