import { Check } from 'lucide-react';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { Section } from '@/components/sections/section';
import type { BlogCopy } from '@/lib/content/pages';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

/** The dark newsletter band closing /blog: our copy beside the form island and its promises. */
export function BlogNewsletterBand({ copy }: { copy: BlogCopy['list']['newsletter'] }) {
  return (
    <Section labelledBy="newsletter-heading">
      {/* narrow-pad, heading-fit: at 200% text on a phone the band's padding stays 16 px and
          the heading fits its longest word (docs/reader-settings.md#a-narrow-column). */}
      <div className="narrow-pad grid items-center gap-10 on-dark rounded-(--radius-card) bg-brand-950 px-6 py-10 sm:px-10 sm:py-14 lg:grid-cols-2 lg:gap-16 lg:px-14">
        <div className="on-dark">
          <p className="eyebrow mb-3">{copy.eyebrow}</p>
          <h2
            id="newsletter-heading"
            className={cn(
              'heading-fit text-3xl font-bold tracking-tight text-white sm:text-4xl',
              longestWordClass(copy.title, 6),
            )}
          >
            {copy.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{copy.text}</p>
        </div>
        <div className="on-dark">
          <NewsletterForm variant="blog" pagePath="/blog" />
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {copy.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check className="size-4 text-emerald-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
