import { ContactFormIsland } from '@/components/forms/contact-form-island';
import { Island } from '@/components/islands/island';
import { chatContent } from '@/lib/chat/content';
import { getContactIntents } from '@/lib/content/contact-intents';
import { getFormsCopy } from '@/lib/content/forms';

/**
 * The contact page's 'Start Your Project' form. A server shell: the copy is loaded here and
 * passed to the island, which hydrates only itself. `pagePath`: the page the form is on (the
 * lead's source names it).
 */
export function ContactForm({ pagePath }: { pagePath: string }) {
  return (
    <Island
      name="contact-form"
      component={ContactFormIsland}
      props={{
        pagePath,
        copy: getFormsCopy().contact,
        idPrefix: 'contact',
        intents: getContactIntents(),
        chatHandoffLine: chatContent.handoff.contactLine,
      }}
    />
  );
}
