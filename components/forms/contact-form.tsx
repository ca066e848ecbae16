import { ChevronDown, CircleCheck } from 'lucide-react';
import { ContactFormIsland } from '@/components/forms/contact-form-island';
import { getContactIntents } from '@/lib/content/contact-intents';
import { getFormsCopy } from '@/lib/content/forms';

/**
 * The contact page's 'Start Your Project' form. A server shell: copy and icons are prepared
 * here and passed to the client island, which hydrates only itself. `pagePath`: the page the
 * form is on (the lead's source names it).
 */
export function ContactForm({ pagePath }: { pagePath: string }) {
  return (
    <ContactFormIsland
      pagePath={pagePath}
      copy={getFormsCopy().contact}
      intents={getContactIntents()}
      icons={{
        success: <CircleCheck aria-hidden="true" className="size-6" />,
        chevron: <ChevronDown aria-hidden="true" className="size-5" />,
      }}
    />
  );
}
