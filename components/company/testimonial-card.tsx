import { ArrowRight } from 'lucide-react';
import { Checkable } from '@/components/ui/checkable';
import { Portrait } from '@/components/ui/portrait';
import type { Testimonial } from '@/lib/content/testimonials';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** The label of the link to the quote's case study, when it has one. */
  linkLabel: string;
}

/**
 * A signed client quote: the words, then the quote-giver's portrait, name, role and company,
 * each linked where it can be checked; links to its study if any.
 */
export function TestimonialCard({ testimonial, linkLabel }: TestimonialCardProps) {
  const { quote, name, role, company, href, profileUrl, companyUrl } = testimonial;
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
      {/* Names and roles wrap between words only (docs/reader-settings.md#names-stay-whole):
          where the portrait leaves too little room, the name moves under it. */}
      <figcaption className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-ink-200 pt-3 wrap-normal sm:mt-6 sm:pt-5">
        <Portrait seed={name} look={testimonial.portrait} />
        <span className="flex-1">
          <span className="block font-semibold text-ink-950" data-quote-name="">
            <Checkable href={profileUrl}>{name}</Checkable>
          </span>
          <span className="block text-sm text-ink-600">
            {role}, <Checkable href={companyUrl}>{company}</Checkable>
          </span>
        </span>
        {href && (
          <a
            href={href}
            className="inline-flex w-full min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
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
