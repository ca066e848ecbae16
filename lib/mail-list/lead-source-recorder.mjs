// @ts-check
/**
 * The landing-page recorder: the one inline script every page carries, so that a visit that
 * begins on a page without an island (an article, most often) still knows where it began when
 * the visitor later sends a form (docs/lead-capture.md#the-landing-page-recorder).
 *
 * On the first page of a visit only (sessionStorage is empty for this key), it writes to
 * sessionStorage, as the same URL-encoded string the islands send in LEAD_SOURCE_HEADER:
 * - `landing`: this page's path (never its query string);
 * - `referrer`: the origin of the page that linked here, only when it is another site;
 * - the utm_* parameters of this page's URL.
 * It does nothing else: no cookie, no localStorage, no request. Any failure (storage disabled,
 * an old browser) leaves the page exactly as it was.
 *
 * Written readable below and compacted (whitespace only) into the exact text the page carries:
 * the build accepts it by that text and hashes it into the Content-Security-Policy. It must
 * stay within RECORDER_MAX_BYTES (lib/mail-list/lead-source-recorder.test.ts checks both).
 * Plain ESM so the post-export step (node) and the layout (Next) share one copy.
 */
import { LEAD_SOURCE_STORAGE_KEY, UTM_KEYS } from './lead-source.mjs';

/** The recorder runs on every page before anything else, so it stays tiny. */
export const RECORDER_MAX_BYTES = 500;

const KEY = JSON.stringify(LEAD_SOURCE_STORAGE_KEY);

/** The recorder as written; LEAD_SOURCE_RECORDER_SCRIPT is what ships. */
export const LEAD_SOURCE_RECORDER_SOURCE = `
(function () {
  try {
    var store = sessionStorage, key = ${KEY}, here = location, out = new URLSearchParams(), from;
    if (store.getItem(key) != null) return;
    out.set("landing", here.pathname);
    ${JSON.stringify(UTM_KEYS)}.forEach(function (name) {
      var value = new URLSearchParams(here.search).get(name);
      if (value) out.set(name, value);
    });
    try {
      from = new URL(document.referrer).origin;
      if (from != here.origin && from != "null") out.set("referrer", from);
    } catch (e) {}
    store.setItem(key, out);
  } catch (e) {}
})()
`;

/**
 * Whitespace-only compaction: lines joined, the spaces around punctuation and the semicolons
 * before a closing brace dropped. Safe for the source above because none of its string literals
 * holds a space, that punctuation or ';}'.
 * @param {string} source
 */
export function compactScript(source) {
  return source
    .split('\n')
    .map((line) => line.trim())
    .join('')
    .replace(/\s*([=!(){};,+&|<>?:])\s*/g, '$1')
    .replace(/;}/g, '}');
}

/** The exact text of the inline script every page carries. */
export const LEAD_SOURCE_RECORDER_SCRIPT = compactScript(LEAD_SOURCE_RECORDER_SOURCE);
