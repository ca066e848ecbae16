/**
 * What a visitor asked about on the way to /contact (docs/contact-path.md). A call to action
 * that names a product or a service links to `/contact?intent=<id>`; the contact form reads the
 * id from the URL once scripts run, preselects the matching service and says what was asked.
 * Only the id of a public page's offer travels in the URL, never anything the visitor typed.
 * Pure and small: the contact form island imports it.
 */

/** The query parameter that carries the intent. */
export const INTENT_PARAM = 'intent';

export const CONTACT_PATH = '/contact';

/** One intent as the form uses it: the service option to preselect and the line to show. */
export interface ContactIntent {
  service: string;
  line: string;
}

/** The intent a URL's query names, if it is a known one (unknown ids are ignored). */
export function intentFromSearch(
  search: string,
  intents: Readonly<Record<string, ContactIntent>>,
): ContactIntent | undefined {
  const id = new URLSearchParams(search).get(INTENT_PARAM);
  return id && Object.hasOwn(intents, id) ? intents[id] : undefined;
}

/** The intent id a link carries, or undefined for any other link. */
export function intentOfHref(href: string): string | undefined {
  const [pathname, query = ''] = href.split('#')[0]!.split('?');
  if (pathname !== CONTACT_PATH) return undefined;
  return new URLSearchParams(query).get(INTENT_PARAM) ?? undefined;
}

/** A link to the contact page carrying `intent`; any other link is returned unchanged. */
export function withIntent(href: string, intent: string): string {
  if (href !== CONTACT_PATH) return href;
  return `${CONTACT_PATH}?${new URLSearchParams({ [INTENT_PARAM]: intent })}`;
}
