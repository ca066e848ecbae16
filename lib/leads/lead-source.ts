/**
 * The contract for a lead's source (where the visit began and which page sent the form),
 * shared by the site (the landing-page recorder, the islands, the native post's hidden fields)
 * and the mail-list service, which validates and stores it.
 *
 * Nothing personal travels here: paths without query strings, an origin-only referrer and the
 * campaign's utm_* values. Nothing is kept in cookies or localStorage; the recorder uses
 * sessionStorage, which ends with the tab.
 *
 * - JSON posts (the islands): one request header, LEAD_SOURCE_HEADER, whose value is a
 *   URL-encoded query string of the keys below (the body stays exactly the payload).
 * - Native posts: the same keys as hidden form fields, each prefixed with LEAD_SOURCE_FIELD_PREFIX.
 *   `page` is rendered at build into every form; the others are filled by the loader when
 *   scripts run, and are absent without JavaScript.
 */

/** The request header a JSON submission carries its source in. */
export const LEAD_SOURCE_HEADER = 'X-Lead-Source';

/** Prefix of the hidden fields a native post carries its source in (e.g. `source_page`). */
export const LEAD_SOURCE_FIELD_PREFIX = 'source_';

/** The sessionStorage key the landing-page recorder writes once per visit. */
export const LEAD_SOURCE_STORAGE_KEY = 'lead-source';

/** The UTM parameters recorded from the landing page's URL. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/**
 * Every key of a lead's source, in display order:
 * - page: path of the page the form was sent from;
 * - landing: path of the first page of the visit;
 * - referrer: origin of the page that linked to the landing page (scheme, host, port only);
 * - utm_*: the landing URL's campaign parameters.
 * Built by a call marked pure so that a bundle using only UTM_KEYS (the landing-page recorder,
 * on every page within a byte budget) leaves it out: esbuild keeps a bare spread literal.
 */
export const LEAD_SOURCE_KEYS = /* @__PURE__ */ (() =>
  ['page', 'landing', 'referrer', ...UTM_KEYS] as const)();

export type LeadSourceKey = (typeof LEAD_SOURCE_KEYS)[number];
export type LeadSource = Partial<Record<LeadSourceKey, string>>;

/** The longest value stored for any key; longer values are cut, never rejected. */
export const LEAD_SOURCE_MAX_LENGTH = 200;

/** Control characters (C0, DEL, C1) and the invisible bidi and zero-width marks. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A path on the site, without its query or fragment (which could carry something personal).
 * Refuses what is not a same-site path: a scheme, `//host`, a backslash.
 */
function sitePath(value: string) {
  const path = value.split(/[?#]/)[0] ?? '';
  return /^\/(?![/\\])[^\\\s]*$/.test(path) ? path : '';
}

/**
 * An http(s) URL reduced to its origin (scheme, host, port); anything else is dropped. */
function originOnly(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

const NORMALISE: Record<LeadSourceKey, (value: string) => string> = {
  page: sitePath,
  landing: sitePath,
  referrer: originOnly,
  utm_source: (value) => value,
  utm_medium: (value) => value,
  utm_campaign: (value) => value,
  utm_term: (value) => value,
  utm_content: (value) => value,
};

/**
 * The service's reading of a lead's source, from the header's value (a URL-encoded query
 * string) or from a native post's fields with their prefix already taken off. Never refuses a
 * lead: attribution is a hint, so unknown keys, repeated keys (the first one counts) and values
 * that are not what their key promises are dropped, unprintable characters removed and every
 * value cut to LEAD_SOURCE_MAX_LENGTH. Empty values are left out.
 */
export function parseLeadSource(
  input: string | Iterable<[string, string]> | null | undefined,
): LeadSource {
  const source: LeadSource = {};
  if (input === null || input === undefined) return source;
  // A header longer than every key at its bound holds nothing worth reading past that.
  const entries =
    typeof input === 'string'
      ? new URLSearchParams(input.slice(0, LEAD_SOURCE_KEYS.length * LEAD_SOURCE_MAX_LENGTH * 4))
      : input;
  for (const [key, raw] of entries) {
    if (!Object.prototype.hasOwnProperty.call(NORMALISE, key)) continue;
    const name = key as LeadSourceKey;
    if (source[name] !== undefined) continue;
    const cleaned = NORMALISE[name](String(raw).replace(UNPRINTABLE, '').trim());
    // Cut in UTF-16 units, as the bound is counted, but never through a surrogate pair.
    const value = cleaned.slice(0, LEAD_SOURCE_MAX_LENGTH).replace(/[\ud800-\udbff]$/, '');
    if (value) source[name] = value;
  }
  return source;
}

/**
 * A source as the value of LEAD_SOURCE_HEADER: a URL-encoded query string of the known keys in
 * LEAD_SOURCE_KEYS order. Unknown keys and empty values are left out, values are trimmed and
 * bounded (boundLeadSourceValue), and the encoding keeps the
 * header plain ASCII whatever the campaign's language. '' when nothing is known.
 * (docs/lead-capture.md#the-leads-source)
 */
export function serializeLeadSource(source: LeadSource | Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of LEAD_SOURCE_KEYS) {
    const value: unknown = (source as Record<string, unknown>)[key];
    if (typeof value !== 'string') continue;
    const bounded = boundLeadSourceValue(value);
    if (bounded) params.set(key, bounded);
  }
  return params.toString();
}

/**
 * A source value as the site sends it: trimmed and cut to LEAD_SOURCE_MAX_LENGTH UTF-16 units,
 * as the bound is counted, but never through a surrogate pair, so a long campaign parameter
 * cannot push a form past the service's body limit.
 */
export function boundLeadSourceValue(value: string) {
  return value
    .trim()
    .slice(0, LEAD_SOURCE_MAX_LENGTH)
    .replace(/[\ud800-\udbff]$/, '');
}
