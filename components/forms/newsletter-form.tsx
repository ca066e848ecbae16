/**
 * SLOT — the Lead-capture issue replaces this with the interactive form (client island).
 * Pages import it from here and pass the variant; keep this signature.
 */
export interface NewsletterFormProps {
  variant: 'home' | 'blog';
}

export function NewsletterForm({ variant }: NewsletterFormProps) {
  return (
    <form className="flex flex-col gap-3 sm:flex-row" data-variant={variant}>
      <label htmlFor={`newsletter-email-${variant}`} className="sr-only">
        Email address
      </label>
      <input
        id={`newsletter-email-${variant}`}
        type="email"
        name="email"
        required
        placeholder="you@company.com"
        className="min-h-12 flex-1 rounded-full border border-ink-300 bg-white px-5 text-ink-900"
      />
      <button
        type="submit"
        className="min-h-12 rounded-full bg-accent-400 px-6 font-semibold text-ink-950"
      >
        Subscribe
      </button>
    </form>
  );
}
