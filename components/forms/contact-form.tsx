/**
 * SLOT — the Lead-capture issue replaces this with the 'Start Your Project' form (client
 * island). The contact page imports it from here; keep the export name.
 */
export function ContactForm() {
  return <div id="start-your-project" />;
}
