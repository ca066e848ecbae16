import { NewsletterFormIsland } from '@/components/forms/newsletter-form-island';
import { Island } from '@/components/islands/island';
import { getFormsCopy } from '@/lib/content/forms';

export interface NewsletterFormProps {
  variant: 'home' | 'blog';
}

/**
 * The newsletter form for the home page and the blog. A server shell: it loads the copy here
 * and hands plain props to the island, which hydrates only itself.
 */
export function NewsletterForm({ variant }: NewsletterFormProps) {
  return (
    <Island
      name="newsletter"
      component={NewsletterFormIsland}
      props={{ variant, copy: getFormsCopy().newsletter, idPrefix: `newsletter-${variant}` }}
    />
  );
}
