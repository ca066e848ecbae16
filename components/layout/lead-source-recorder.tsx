import { InlineScript } from '@/components/layout/inline-script';
import { LEAD_SOURCE_RECORDER_SCRIPT } from '@/lib/mail-list/lead-source-recorder';

/**
 * The landing-page recorder on every page: a tiny inline script, not a client component, so a
 * page without an island still loads no framework script, and the build accepts it by its exact
 * text (lib/islands/registry.ts, APP_INLINE_SCRIPTS) and hashes it into the CSP, as it does the
 * 404 logger. Rendered first in the body so it has run before any loader or form on the page.
 * docs/lead-capture.md#the-landing-page-recorder
 */
export function LeadSourceRecorder() {
  return <InlineScript code={LEAD_SOURCE_RECORDER_SCRIPT} />;
}
