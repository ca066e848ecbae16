import { NewsletterFormIsland } from '@/components/forms/newsletter-form-island';
import { Island } from '@/components/islands/island';
import { getFormsCopy } from '@/lib/content/forms';

export interface NewsletterFormProps {
  variant: 'home' | 'blog';
  /** The path of the page the form is on (the lead's source names it). */
  pagePath: string;
}

/**
 * The newsletter form for the home page and the blog. A server shell: it loads the copy here
 * and hands plain props to the island, which hydrates only itself.
 */
export function NewsletterForm({ variant, pagePath }: NewsletterFormProps) {
  return (
    <Island
      name="newsletter"
      component={NewsletterFormIsland}
      props={{
        variant,
        pagePath,
        copy: getFormsCopy().newsletter,
        idPrefix: `newsletter-${variant}`,
      }}
    />
  );
}
