import { LEAD_SOURCE_STORAGE_KEY, UTM_KEYS } from '../../leads/lead-source';

/**
 * The landing-page recorder (docs/lead-capture.md#the-landing-page-recorder): on the first page
 * of a visit only (nothing stored yet for LEAD_SOURCE_STORAGE_KEY), it writes to sessionStorage,
 * as the same URL-encoded string the islands send in LEAD_SOURCE_HEADER:
 * - `landing`: this page's path (never its query string or fragment);
 * - `referrer`: the origin of the page that linked here, only when it is another site;
 * - the utm_* parameters of this page's URL that have a value.
 * It does nothing else: no cookie, no localStorage, no request. Any failure (storage disabled,
 * an old browser) leaves the page exactly as it was.
 *
 * It runs on every page before anything else, as an inline script bundled from inline.ts
 * (scripts/build/inline-scripts.ts), so it stays tiny: plain DOM, no imports beyond the contract.
 */
export function recordLandingPage(): void {
  try {
    if (sessionStorage.getItem(LEAD_SOURCE_STORAGE_KEY) != null) return;
    const record = new URLSearchParams({ landing: location.pathname });
    const query = new URLSearchParams(location.search);
    for (const name of UTM_KEYS) {
      const value = query.get(name);
      if (value) record.set(name, value);
    }
    const referrer = referrerOrigin();
    // An opaque origin (a data: or sandboxed page) reads as the string "null".
    if (referrer && referrer != location.origin && referrer != 'null')
      record.set('referrer', referrer);
    sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, `${record}`);
  } catch {
    // Storage blocked or an API missing: the visit simply has no recorded source.
  }
}

/** The origin of document.referrer, or undefined when there is none or it is not a URL. */
function referrerOrigin(): string | undefined {
  try {
    return new URL(document.referrer).origin;
  } catch {
    return undefined;
  }
}
