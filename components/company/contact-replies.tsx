import type { getHours } from '@/lib/content/hours';

type Hours = ReturnType<typeof getHours>;

/**
 * The contact hero's aside: each route in, who replies and how soon, read from hours.json's
 * "who answers" items so the hero and the section further down can never disagree. A rail
 * of dots, not cards: the rows are one sequence, fastest promise last (docs/hours.md). Kept
 * compact so the hero is no taller than its text: the form's first field must stay in a
 * 1440 x 900 window's first screen, and under the text on a phone within one and a half
 * screens (e2e/contact-path.spec.ts).
 */
export function ContactReplies({ hours }: { hours: Hours }) {
  return (
    <section
      aria-labelledby="contact-replies-heading"
      className="narrow-pad rounded-2xl border border-white/15 bg-white/[0.04] p-5 sm:p-6"
    >
      <h2
        id="contact-replies-heading"
        className="font-display text-sm font-semibold tracking-wide text-brand-200 uppercase"
      >
        {hours.outside.heroTitle}
      </h2>
      <ol className="mt-4 space-y-3 border-l border-white/20 pl-6 sm:mt-5 sm:space-y-4">
        {hours.outside.items.map((item) => (
          <li key={item.title} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-2 -left-[1.8rem] size-2.5 rounded-full bg-accent-300 ring-4 ring-brand-950"
            />
            <p className="text-sm text-brand-200">{item.title}</p>
            <p className="mt-0.5 text-xl leading-tight font-bold text-white first-letter:uppercase">
              {item.reply}
            </p>
            <p className="mt-0.5 text-sm text-brand-100">{item.by}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
