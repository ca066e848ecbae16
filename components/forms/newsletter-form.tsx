import { CircleCheck } from 'lucide-react';
import { NewsletterFormIsland } from '@/components/forms/newsletter-form-island';
import { getFormsCopy } from '@/lib/content/forms';

export interface NewsletterFormProps {
  variant: 'home' | 'blog';
  /** The path of the page the form is on (the lead's source names it). */
  pagePath: string;
}

/**
 * The newsletter form for the home page and the blog. A server shell: it loads the copy and
 * the icon here and hands plain props to the client island, which hydrates only itself.
 */
export function NewsletterForm({ variant, pagePath }: NewsletterFormProps) {
  return (
    <NewsletterFormIsland
      variant={variant}
      pagePath={pagePath}
      copy={getFormsCopy().newsletter}
      successIcon={<CircleCheck aria-hidden="true" className="size-6" />}
    />
  );
}
