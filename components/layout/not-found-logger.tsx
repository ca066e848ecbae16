import { InlineScript } from '@/components/layout/inline-script';
import { NOT_FOUND_LOG_SCRIPT } from '@/lib/islands/registry';

/**
 * The logger's whole program (kept in the island registry, the build's list of accepted inline
 * scripts): reports the requested path of a not-found page, so broken links show up in
 * monitoring. Re-exported so tests see the exact text.
 */
export { NOT_FOUND_LOG_SCRIPT };

/**
 * A tiny inline script instead of a client component: the not-found page then needs no
 * framework JavaScript (the zero-JS step strips it) and the script runs under the site's
 * Content-Security-Policy through its SHA-256 hash, which the build adds to _headers.
 */
export function NotFoundLogger() {
  return <InlineScript code={NOT_FOUND_LOG_SCRIPT} />;
}
