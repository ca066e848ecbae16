import {
  boundLeadSourceValue,
  LEAD_SOURCE_FIELD_PREFIX,
  LEAD_SOURCE_KEYS,
} from '@/lib/mail-list/lead-source.mjs';
import { readRecordedLeadSource, sessionStorageOrNull } from '@/lib/mail-list/lead-source-session';

/**
 * Fills the hidden source fields of every lead form under `root` from what the landing-page
 * recorder wrote for this visit, so that a native post (no island yet, or the runtime never
 * arrived) carries the same source as an island's request header. Called once by the page's
 * loader at page load (docs/lead-capture.md#hidden-source-fields).
 *
 * `source_page` is left as the build rendered it (the form's own page). Every other source
 * field gets the recorded value (bounded as in the request header) or stays empty; a field the visitor's browser cannot fill
 * (storage blocked) is left alone. Returns how many fields received a value.
 */
export function fillLeadSourceFields(
  root: ParentNode,
  storage: Storage | null = sessionStorageOrNull(),
): number {
  const recorded = readRecordedLeadSource(storage);
  let filled = 0;
  for (const key of LEAD_SOURCE_KEYS) {
    if (key === 'page') continue;
    const value = boundLeadSourceValue(recorded[key] ?? '');
    if (!value) continue;
    const selector = `input[type="hidden"][name="${LEAD_SOURCE_FIELD_PREFIX}${key}"]`;
    for (const field of root.querySelectorAll<HTMLInputElement>(selector)) {
      field.value = value;
      filled += 1;
    }
  }
  return filled;
}
