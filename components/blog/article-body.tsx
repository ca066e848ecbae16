import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

/** Typography of article bodies: @tailwindcss/typography on the site's ink and brand scales. */
const prose = cn(
  // 41rem at 18px is about 72 characters a line.
  'prose prose-lg mx-auto max-w-[41rem] lg:mx-0',
  // Tables query the column's width: one that fits a phone stacks only when it is narrow (app/globals.css).
  '@container/article',
  '[--tw-prose-body:var(--color-ink-700)] [--tw-prose-headings:var(--color-ink-950)] [--tw-prose-lead:var(--color-ink-700)]',
  '[--tw-prose-links:var(--color-brand-700)] [--tw-prose-bold:var(--color-ink-900)] [--tw-prose-counters:var(--color-ink-600)]',
  '[--tw-prose-bullets:var(--color-brand-400)] [--tw-prose-hr:var(--color-ink-200)] [--tw-prose-quotes:var(--color-ink-900)]',
  '[--tw-prose-quote-borders:var(--color-brand-300)] [--tw-prose-th-borders:var(--color-ink-300)] [--tw-prose-td-borders:var(--color-ink-200)]',
  '[--tw-prose-code:var(--color-ink-900)] [--tw-prose-captions:var(--color-ink-600)]',
  'prose-headings:font-display prose-headings:tracking-tight prose-h2:mt-14 prose-h2:mb-5 prose-h2:text-[1.75rem] prose-h2:leading-tight prose-h3:mt-10 prose-h3:text-2xl prose-h3:leading-snug prose-h3:font-bold',
  'prose-a:font-semibold prose-a:decoration-brand-300 prose-a:underline-offset-[3px] hover:prose-a:decoration-brand-700',
  'prose-li:my-1.5 prose-strong:font-semibold',
  'prose-code:rounded-md prose-code:bg-ink-100 prose-code:px-1.5 prose-code:py-0.5 prose-code:text-[0.85em] prose-code:font-medium prose-code:before:content-none prose-code:after:content-none',
  'prose-table:text-[0.95rem] prose-table:leading-snug prose-th:bg-ink-50 prose-th:px-4 prose-th:py-3 prose-th:align-bottom prose-td:px-4 prose-td:py-3',
);

/** The article text column. */
export function ArticleBody({ children, className }: { children: ReactNode; className?: string }) {
  return <article className={cn(prose, className)}>{children}</article>;
}
