import {
  boundLeadSourceValue,
  LEAD_SOURCE_FIELD_PREFIX,
  LEAD_SOURCE_STORAGE_KEY,
} from '@/lib/leads/lead-source';

/**
 * Fills the hidden source fields of every lead form under `root` from what the landing-page
 * recorder wrote for this visit, so that a native post (no island yet, or the runtime never
 * arrived) carries the same source as an island's request header. Called once by the page's
 * loader at page load (docs/lead-capture.md#hidden-source-fields).
 *
 * `source_page` is left as the build rendered it (the form's own page). Every other source
 * field gets the recorded value (bounded as in the request header) or stays empty; a field the
 * visitor's browser cannot fill (storage blocked) is left alone. Only fields the form renders
 * can be filled, so a key the recorder never writes changes nothing. Written small on purpose:
 * it ships inside the inline loader of every island page. Returns how many fields got a value.
 */
export function fillLeadSourceFields(root: ParentNode, storage?: Storage | null): number {
  let recorded: string | null | undefined;
  try {
    // Reading `sessionStorage` itself throws where storage is blocked: inside the try.
    recorded = (storage === undefined ? sessionStorage : storage)?.getItem(LEAD_SOURCE_STORAGE_KEY);
  } catch {
    return 0;
  }
  let filled = 0;
  new URLSearchParams(recorded ?? '').forEach((raw, key) => {
    const value = boundLeadSourceValue(raw);
    if (key === 'page' || !value) return;
    root
      .querySelectorAll<HTMLInputElement>(`input[name="${LEAD_SOURCE_FIELD_PREFIX}${key}"]`)
      .forEach((field) => {
        field.value = value;
        filled += 1;
      });
  });
  return filled;
}
