import { ContactFormIsland } from '@/components/forms/contact-form-island';
import { Island } from '@/components/islands/island';
import { getFormsCopy } from '@/lib/content/forms';

/**
 * The contact page's 'Start Your Project' form. A server shell: the copy is loaded here and
 * passed to the island, which hydrates only itself.
 */
export function ContactForm() {
  return (
    <Island
      name="contact-form"
      component={ContactFormIsland}
      props={{ copy: getFormsCopy().contact, idPrefix: 'contact' }}
    />
  );
}
