import type { ReactNode } from 'react';
import { FeatureList } from '@/components/sections/feature-list';
import { Section } from '@/components/sections/section';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

interface NewsletterSectionProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  points: string[];
  /** The form island (components/forms/newsletter-form). */
  children: ReactNode;
}

/** The home page's newsletter band: our copy around the form island passed as children. */
export function NewsletterSection({
  eyebrow,
  title,
  intro,
  points,
  children,
}: NewsletterSectionProps) {
  return (
    <Section labelledBy="newsletter-heading">
      <div className="relative isolate grid items-center gap-6 narrow-pad overflow-hidden rounded-3xl bg-brand-50 p-6 sm:gap-10 ring-1 ring-brand-100 sm:p-12 lg:grid-cols-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_100%_0%,rgb(158_174_255/0.35),transparent_70%)]"
        />
        <div className="lg:col-span-6">
          {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
          <h2
            id="newsletter-heading"
            className={cn(
              'heading-fit text-[1.75rem] leading-tight font-bold tracking-tight sm:text-4xl',
              longestWordClass(title, 6),
            )}
          >
            {title}
          </h2>
          {intro && (
            <p className="mt-3 text-base leading-relaxed text-ink-700 sm:mt-4 sm:text-lg">
              {intro}
            </p>
          )}
        </div>
        <div className="lg:col-span-6">
          {children}
          <FeatureList items={points} className="mt-6 text-[0.9375rem] text-ink-700" />
        </div>
      </div>
    </Section>
  );
}
