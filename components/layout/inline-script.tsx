/**
 * A first-party inline script that the browser runs when it parses the page, and that React
 * never creates itself. React warns ("Encountered a script tag while rendering React
 * component") whenever it has to build a <script> on the client, which `next dev` does for the
 * whole document after a server error, so the warning led the overlay ahead of the real error.
 * Inside the innerHTML of a hidden <span> the server HTML still carries the exact <script> (run
 * by the parser, allowed by its SHA-256 in the CSP, lib/islands/registry.ts), while a client
 * render only sets innerHTML, which neither runs the script again nor warns.
 * docs/lead-capture.md#the-landing-page-recorder
 */
export function InlineScript({ code }: { code: string }) {
  if (/<\/script/i.test(code)) throw new Error('an inline script cannot contain "</script"');
  return <span hidden dangerouslySetInnerHTML={{ __html: `<script>${code}</script>` }} />;
}
