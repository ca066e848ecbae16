/**
 * The logger's whole program: reports the requested path of a not-found page, so broken links
 * show up in monitoring. Exported so tests and the CSP can see the exact text.
 */
export const NOT_FOUND_LOG_SCRIPT =
  'console.error("404 Error: User attempted to access non-existent route: "+location.pathname)';

/**
 * A tiny inline script instead of a client component: the not-found page then needs no
 * framework JavaScript (the zero-JS step strips it) and the script runs under the site's
 * Content-Security-Policy through its SHA-256 hash, which the build adds to _headers.
 */
export function NotFoundLogger() {
  return <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_LOG_SCRIPT }} />;
}
