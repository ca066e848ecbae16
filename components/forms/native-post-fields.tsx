import { mailListEndpoint } from '@/lib/mail-list/client';
import {
  ELAPSED_FIELD,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
  type NativeFormKind,
} from '@/lib/mail-list/native-post.mjs';

/**
 * What makes a lead form work without JavaScript
 * (docs/lead-safety.md#forms-work-without-javascript): the browser posts it,
 * form-encoded, to the mail-list endpoint, which answers 303 to a page on the site. The
 * endpoint comes from the one configured API base, and a POST keeps every answer out of the
 * URL. With JavaScript the island prevents this default and sends the JSON request.
 */
export const nativePostProps = { method: 'post', action: mailListEndpoint() } as const;

/**
 * The hidden fields of a native post: which form it came from, the time the form was open
 * (empty unless a script fills it at submit time) and the honeypot. The honeypot is for bots
 * only: off-screen, hidden from assistive technology, out of the tab order and never
 * autofilled; a person never sees, hears or reaches it. `disabled` follows the form's other
 * controls while the island sends.
 */
export function NativePostFields({ kind, disabled }: { kind: NativeFormKind; disabled?: boolean }) {
  return (
    <>
      <input type="hidden" name={FORM_KIND_FIELD} defaultValue={kind} disabled={disabled} />
      <input type="hidden" name={ELAPSED_FIELD} defaultValue="" disabled={disabled} />
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
