import { mailListEndpoint } from '@/lib/mail-list/client';
import { LEAD_SOURCE_FIELD_PREFIX, LEAD_SOURCE_KEYS } from '@/lib/leads/lead-source';
import {
  ELAPSED_FIELD,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
  type NativeFormKind,
} from '@/lib/leads/native-post';

/**
 * What makes a lead form work without JavaScript
 * (docs/lead-safety.md#forms-work-without-javascript): the browser posts it,
 * form-encoded, to the mail-list endpoint, which answers 303 to a page on the site. The
 * endpoint comes from the one configured API base, and a POST keeps every answer out of the
 * URL. With JavaScript the island prevents this default and sends the JSON request.
 */
export const nativePostProps = { method: 'post', action: mailListEndpoint() } as const;

/** The source fields the page's loader fills from the visit's record; `page` is rendered. */
const RECORDED_SOURCE_KEYS = LEAD_SOURCE_KEYS.filter((key) => key !== 'page');

interface NativePostFieldsProps {
  kind: NativeFormKind;
  /** The path of the page the form is on, rendered into `source_page` at build. */
  pagePath: string;
  disabled?: boolean;
}

/**
 * The hidden fields of a native post: which form it came from, the time the form was open
 * (empty unless a script fills it at submit time), the lead's source and the honeypot.
 * - Source: `source_page` is the form's page, rendered at build; the others carry no value
 *   attribute, so React never resets them, and the loader fills them from the visit's record
 *   (fillLeadSourceFields; empty without JavaScript). docs/lead-capture.md#hidden-source-fields
 * - The honeypot is for bots only: off-screen, hidden from assistive technology, out of the
 *   tab order and never autofilled; a person never sees, hears or reaches it.
 * `disabled` follows the form's other controls while the island sends.
 */
export function NativePostFields({ kind, pagePath, disabled }: NativePostFieldsProps) {
  return (
    <>
      <input type="hidden" name={FORM_KIND_FIELD} defaultValue={kind} disabled={disabled} />
      <input type="hidden" name={ELAPSED_FIELD} defaultValue="" disabled={disabled} />
      <input
        type="hidden"
        name={`${LEAD_SOURCE_FIELD_PREFIX}page`}
        defaultValue={pagePath}
        disabled={disabled}
      />
      {RECORDED_SOURCE_KEYS.map((key) => (
        <input
          key={key}
          type="hidden"
          name={`${LEAD_SOURCE_FIELD_PREFIX}${key}`}
          disabled={disabled}
        />
      ))}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden"
      >
        <label>
          Leave this field empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
            disabled={disabled}
          />
        </label>
      </div>
    </>
  );
}
