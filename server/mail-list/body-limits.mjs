// @ts-check
/**
 * The body limits, derived from the fields' own maxima rather than picked: a body may be as
 * large as the largest submission the schemas accept, encoded the worst way the client's
 * encoding allows, and no larger (docs/lead-delivery.md#body-limits). The fields' lengths are
 * then checked, decoded, by the schemas, so a 5,000-character message passes in any script.
 */
import {
  chatPayloadSchema,
  contactPayloadSchema,
  newsletterPayloadSchema,
} from '../../lib/mail-list/payload-schemas.mjs';
import {
  LEAD_SOURCE_FIELD_PREFIX,
  LEAD_SOURCE_KEYS,
  LEAD_SOURCE_MAX_LENGTH,
} from '../../lib/mail-list/lead-source.mjs';
import {
  ELAPSED_FIELD,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
} from '../../lib/mail-list/native-post.mjs';

/**
 * Bytes one UTF-16 code unit can take. UTF-8 writes a BMP character in at most 3 bytes and an
 * astral one (two code units) in 4, so 3 per unit covers both; JSON.stringify writes them as
 * is. Percent-encoding triples each byte: 9 per unit.
 */
export const JSON_BYTES_PER_UNIT = 3;
export const FORM_BYTES_PER_UNIT = 9;

/** Room for what no field's maximum accounts for: whitespace, the spam fields' own values. */
const SLACK_BYTES = 1024;

/** The honeypot is for bots; a value longer than this only makes their body too large. */
const HONEYPOT_MAX = 100;

/** @typedef {[name: string, maxUnits: number][]} FieldMaxima */

/** @type {FieldMaxima[]} */
const PAYLOADS = [newsletterPayloadSchema, contactPayloadSchema, chatPayloadSchema].map((schema) =>
  Object.entries(schema.shape).map(([name, rule]) => [name, rule.max]),
);

/** @type {FieldMaxima} */
const NATIVE_EXTRAS = [
  [FORM_KIND_FIELD, 'newsletter'.length],
  [HONEYPOT_FIELD, HONEYPOT_MAX],
  [ELAPSED_FIELD, 16],
  ...LEAD_SOURCE_KEYS.map(
    (key) =>
      /** @type {[string, number]} */ ([
        `${LEAD_SOURCE_FIELD_PREFIX}${key}`,
        LEAD_SOURCE_MAX_LENGTH,
      ]),
  ),
];

/**
 * @param {FieldMaxima} fields
 * @param {number} bytesPerUnit
 * @param {number} perField Syntax around each field: `"name":"",` or `name=&`.
 */
const sizeOf = (fields, bytesPerUnit, perField) =>
  fields.reduce((sum, [name, max]) => sum + name.length + perField + max * bytesPerUnit, 2);

/** @param {number} bytes */
const roundUpToKiB = (bytes) => Math.ceil(bytes / 1024) * 1024;

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
