/**
 * The body limits, derived from the fields' own maxima rather than picked: a body may be as
 * large as the largest submission the schemas accept, encoded the worst way the client's
 * encoding allows, and no larger (docs/mail-list-service.md#bounds). The fields' lengths are
 * then checked, decoded, by the schemas, so a 5,000-character message passes in any script.
 */
import { FIELD_MAX_LENGTH, type PayloadField } from '../../lib/leads/field-limits';
import { payloadSchemasByKind } from '../../lib/leads/payload-schemas';
import {
  LEAD_SOURCE_FIELD_PREFIX,
  LEAD_SOURCE_KEYS,
  LEAD_SOURCE_MAX_LENGTH,
} from '../../lib/leads/lead-source';
import { ELAPSED_FIELD, FORM_KIND_FIELD, HONEYPOT_FIELD } from '../../lib/leads/native-post';

/**
 * Bytes one UTF-16 code unit can take. UTF-8 writes a BMP character in at most 3 bytes and an
 * astral one (two code units) in 4, so 3 per unit covers both; JSON.stringify writes them as
 * is. Percent-encoding triples each byte: 9 per unit.
 */
const JSON_BYTES_PER_UNIT = 3;
const FORM_BYTES_PER_UNIT = 9;

/** Room for what no field's maximum accounts for: whitespace, the spam fields' own values. */
const SLACK_BYTES = 1024;

/** The honeypot is for bots; a value longer than this only makes their body too large. */
const HONEYPOT_MAX = 100;

type FieldMaxima = [name: string, maxUnits: number][];

/** Each payload's fields (its schema's keys), at their longest (lib/leads/field-limits.ts). */
const PAYLOADS: FieldMaxima[] = Object.values(payloadSchemasByKind).map((schema) =>
  (Object.keys(schema.shape) as PayloadField[]).map((name) => [name, FIELD_MAX_LENGTH[name]]),
);

const NATIVE_EXTRAS: FieldMaxima = [
  [FORM_KIND_FIELD, 'newsletter'.length],
  [HONEYPOT_FIELD, HONEYPOT_MAX],
  [ELAPSED_FIELD, 16],
  ...LEAD_SOURCE_KEYS.map((key): [string, number] => [
    `${LEAD_SOURCE_FIELD_PREFIX}${key}`,
    LEAD_SOURCE_MAX_LENGTH,
  ]),
];

/** perField: the syntax around each field, `"name":"",` or `name=&`. */
const sizeOf = (fields: FieldMaxima, bytesPerUnit: number, perField: number) =>
  fields.reduce((sum, [name, max]) => sum + name.length + perField + max * bytesPerUnit, 2);

const roundUpToKiB = (bytes: number) => Math.ceil(bytes / 1024) * 1024;

/** Largest JSON body: the largest payload, its text written as UTF-8. */
export const JSON_BODY_LIMIT_BYTES = roundUpToKiB(
  Math.max(...PAYLOADS.map((fields) => sizeOf(fields, JSON_BYTES_PER_UNIT, 6))) + SLACK_BYTES,
);

/** Largest native post: the largest payload plus the form's own fields, all percent-encoded. */
export const FORM_BODY_LIMIT_BYTES = roundUpToKiB(
  Math.max(
    ...PAYLOADS.map((fields) => sizeOf([...fields, ...NATIVE_EXTRAS], FORM_BYTES_PER_UNIT, 2)),
  ) + SLACK_BYTES,
);
