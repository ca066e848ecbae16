/**
 * Every company fact lives here: the agency rebrands by editing this file alone.
 * Values marked PLACEHOLDER are stand-ins until the real ones are confirmed.
 */

import { API_BASE_URL, SITE_URL } from '@/lib/site-config';

export const site = {
  name: 'Arcforge', // PLACEHOLDER brand name
  legalName: 'Arcforge Technologies Pvt. Ltd.', // PLACEHOLDER
  tagline: 'Senior software engineering for startups and enterprises',
  description:
    'Arcforge is a software-development agency in Jaipur building web, mobile, cloud, AI and SaaS products for startups and enterprises, and extending their teams with senior engineers.',
  /** Set at build (NEXT_PUBLIC_SITE_URL); lib/site-config.ts holds the default. */
  url: SITE_URL,
  /** Set at build (NEXT_PUBLIC_MAIL_LIST_API_BASE); lib/site-config.ts holds the default. */
  apiBaseUrl: API_BASE_URL,
  foundingYear: 2022,
  email: 'hello@arcforge.example', // PLACEHOLDER
  /**
   * Two numbers, each with one job (docs/brand-and-facts.md#two-numbers): the office line is
   * the switchboard anyone may call in business hours; the client line is the head of
   * delivery's mobile, on WhatsApp too, for clients with a project under way.
   */
  phone: {
    display: '+91 141 400 2200', // PLACEHOLDER
    href: 'tel:+911414002200',
    label: 'Office line',
  },
  mobile: {
    display: '+91 98290 47316', // PLACEHOLDER
    href: 'tel:+919829047316',
    label: 'Client line, calls and WhatsApp',
    /** content/people.json: who answers it, named on the contact card with their title. */
    holder: 'vikram-rathore',
    use: 'for clients with a project under way',
  },
  address: {
    street: '4th Floor, Unique Square, Tonk Road', // PLACEHOLDER
    locality: 'Jaipur',
    region: 'Rajasthan',
    postalCode: '302015',
    country: 'IN',
    countryName: 'India',
  },
  hours: {
    display: 'Mon-Fri 9:00 AM - 6:00 PM IST',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
    timezone: 'Asia/Kolkata',
    /** Minutes ahead of UTC: India has no daylight saving (docs/hours.md). */
    utcOffset: 330,
  },
  /**
   * The same active profiles in the footer and on the contact card; X is shown, unlinked and
   * marked as not active yet, because the handle is reserved (docs/brand-and-facts.md#social).
   */
  social: {
    linkedin: 'https://www.linkedin.com/company/arcforge-example', // PLACEHOLDER
    instagram: 'https://www.instagram.com/arcforge.example', // PLACEHOLDER
    x: null,
  },
  socialNames: { linkedin: 'LinkedIn', instagram: 'Instagram', x: 'X' },
  jobBoardUrl: 'https://jobs.arcforge.example', // PLACEHOLDER external recruitment board
  products: {
    chargiq: { name: 'ChargIQ', url: 'https://chargiq.example' }, // PLACEHOLDER product site
    geofleet: { name: 'GeoFleet', url: 'https://geofleet.example' }, // PLACEHOLDER product site
  },
  responsePromise: 'within 24 hours',
} as const;

export type Site = typeof site;

/** Absolute URL for a site path ("/about" -> "https://.../about"). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path === '/' ? '' : path}` || site.url;
}
