// The columns of a stored lead, as worker/migrations defines them, shared by the Worker's
// store and the leads CLI (one list, so an export never misses a column).
import { LEAD_SOURCE_KEYS } from './lead-source';

/** The fields a visitor sends, stored one column each. */
export const PAYLOAD_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'company',
  'website',
  'service',
  'budget',
  'timeline',
  'message',
] as const;

/** One column per key of a lead's source (source_page, source_utm_campaign, ...). */
export const SOURCE_COLUMNS = LEAD_SOURCE_KEYS.map((key) => `source_${key}` as const);

/** A lead's columns in export order: what the Worker records, the payload, the source. */
export const LEAD_COLUMNS = [
  'id',
  'kind',
  'received_at',
  'quarantined',
  ...PAYLOAD_COLUMNS,
  ...SOURCE_COLUMNS,
] as const;
