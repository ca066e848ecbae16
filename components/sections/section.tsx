import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';
import { unbroken } from '@/components/ui/unbroken-ranges';

interface SectionProps {
  children: ReactNode;
  id?: string;
  tone?: 'white' | 'muted' | 'dark' | 'brand';
  className?: string;
  labelledBy?: string;
}

const tones = {
  white: 'bg-surface',
  muted: 'bg-ink-50',
  dark: 'on-dark bg-ink-950 text-ink-200 [&_h2]:text-white [&_h3]:text-white',
  brand: 'on-dark bg-brand-900 text-brand-100 [&_h2]:text-white [&_h3]:text-white',
};

/** A full-width band with the page container and the shared vertical rhythm. */
export function Section({ children, id, tone = 'white', className, labelledBy }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('section', tones[tone], className)}>
      <div className="container-page">{children}</div>
    </section>
  );
}

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
}

/** Eyebrow and h2 of a section: the one look of a section's title, with or without a heading block. */
export function SectionTitle({
  id,
  eyebrow,
  title,
}: Pick<SectionHeadingProps, 'id' | 'eyebrow' | 'title'>) {
  return (
    <>
      {eyebrow && <p className="eyebrow mb-2 sm:mb-3">{eyebrow}</p>}
      <h2
        id={id}
        className={cn(
          'heading-fit text-[1.75rem] leading-tight font-bold tracking-tight sm:text-4xl',
          longestWordClass(title, 6),
        )}
      >
        {unbroken(title)}
      </h2>
    </>
  );
}

/** Eyebrow, h2 and intro of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        'max-w-3xl',
        align === 'center' && 'mx-auto text-center',
        'mb-8 sm:mb-12',
        className,
      )}
    >
      <SectionTitle id={id} eyebrow={eyebrow} title={title} />
      {intro && (
        <div className="mt-3 text-base leading-relaxed text-ink-600 sm:mt-4 sm:text-lg [.on-dark_&]:text-ink-300">
          {intro}
        </div>
      )}
    </div>
  );
}
