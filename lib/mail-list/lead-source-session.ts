import {
  LEAD_SOURCE_KEYS,
  LEAD_SOURCE_STORAGE_KEY,
  type LeadSource,
  type LeadSourceKey,
} from '@/lib/leads/lead-source';

/**
 * What the landing-page recorder (lib/mail-list/lead-source-recorder.ts) wrote for this visit,
 * read back in the browser: the landing page, the origin-only referrer and the campaign.
 * `page` is never taken from storage: it is the page the form is on, which only the caller
 * knows. Unknown keys are ignored; nothing is recorded (no script ran on the landing page,
 * storage disabled) reads as {}. (docs/lead-capture.md#the-leads-source)
 */
export function readRecordedLeadSource(
  storage: Storage | null = sessionStorageOrNull(),
): LeadSource {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LEAD_SOURCE_STORAGE_KEY) ?? null;
  } catch {
    return {};
  }
  if (!stored) return {};
  const params = new URLSearchParams(stored);
  const source: LeadSource = {};
  for (const key of LEAD_SOURCE_KEYS) {
    const value = params.get(key);
    if (key !== 'page' && value) source[key as LeadSourceKey] = value;
  }
  return source;
}

/** The source a submission from this page carries: the recorded visit plus this page's path. */
export function currentLeadSource(
  storage: Storage | null = sessionStorageOrNull(),
  pathname: string = location.pathname,
): LeadSource {
  return { ...readRecordedLeadSource(storage), page: pathname };
}

/** sessionStorage, or null where reading the property itself throws (storage blocked). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
