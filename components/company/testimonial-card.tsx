import { ArrowRight } from 'lucide-react';
import type { Testimonial } from '@/lib/content/testimonials';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** The label of the link to the quote's case study, when it has one. */
  linkLabel: string;
}

/** A signed client quote: the words, then name, role and company; links to its study if any. */
export function TestimonialCard({ testimonial, linkLabel }: TestimonialCardProps) {
  const { quote, name, role, company, href } = testimonial;
  return (
    <figure className="card flex w-full flex-col p-4 sm:p-8" data-testimonial="">
      <span
        aria-hidden="true"
        className="block font-display text-4xl leading-[0.6] font-extrabold text-accent-500 sm:text-5xl"
      >
        &ldquo;
      </span>
      <blockquote className="mt-2 flex-1 leading-relaxed text-ink-800 sm:mt-4 sm:text-lg">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-4 border-t border-ink-200 pt-3 sm:mt-6 sm:pt-5">
        <span className="block font-semibold text-ink-950" data-quote-name="">
          {name}
        </span>
        <span className="block text-sm text-ink-600">
          {role}, {company}
        </span>
        {href && (
          <a
            href={href}
            className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {linkLabel}
            <span className="sr-only">: {company}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        )}
      </figcaption>
    </figure>
  );
}
