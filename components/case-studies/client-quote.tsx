import { Checkable } from '@/components/ui/checkable';
import type { Testimonial } from '@/lib/content/testimonials';
import { cn } from '@/lib/utils/cn';

interface ClientQuoteProps {
  id: string;
  quote: Testimonial;
  /** The rule over the signature, in the study's colour (accents' `ruleOnDark`). */
  rule: string;
}

/**
 * The client's words, signed: name, role and company (docs/case-studies.md#testimonials), the
 * name and company linked where content says a reader can check them.
 */
export function ClientQuote({ id, quote, rule }: ClientQuoteProps) {
  return (
    <section
      aria-labelledby={id}
      className="section on-dark relative isolate overflow-hidden bg-brand-900"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(44rem_28rem_at_0%_0%,rgb(112_130_251/0.4),transparent_65%),radial-gradient(30rem_20rem_at_100%_100%,rgb(112_130_251/0.16),transparent_60%)]"
      />
      <div className="container-page">
        <h2 id={id} className="sr-only">
          What the client says
        </h2>
        <figure className="mx-auto max-w-4xl text-center">
          <span
            aria-hidden="true"
            className="block font-display text-6xl leading-[0.6] sm:text-8xl font-extrabold text-accent-400"
          >
            &ldquo;
          </span>
          <blockquote className="mt-5 font-display sm:mt-8 text-2xl leading-snug font-semibold text-balance text-white max-sm:text-xl sm:text-3xl lg:text-[2.125rem] lg:leading-tight">
            <p>{quote.quote}</p>
          </blockquote>
          {/* Names and roles wrap between words only (docs/reader-settings.md#names-stay-whole). */}
          <figcaption className="mt-6 flex flex-col items-center gap-1 wrap-normal sm:mt-10">
            <span className={cn('h-0.5 w-12', rule)} aria-hidden="true" />
            <span className="mt-4 font-semibold text-white" data-quote-name="">
              <Checkable href={quote.profileUrl}>{quote.name}</Checkable>
            </span>
            <span className="text-brand-100">
              {quote.role}, <Checkable href={quote.companyUrl}>{quote.company}</Checkable>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
