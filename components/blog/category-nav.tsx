import { cn } from '@/lib/utils/cn';

export interface CategoryLink {
  name: string;
  path: string;
  /** What the category covers; the filter shows it while the category is chosen. */
  description?: string;
}

/**
 * Shared look of the category controls: links here, the filter island's buttons too. The chosen
 * one is styled from its state attribute (aria-current on a link, aria-pressed on a button).
 */
export const categoryControlClasses = cn(
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
  'border-ink-300 bg-surface text-ink-700',
  '[&:not([aria-current],[aria-pressed=true])]:hover:border-brand-300 [&:not([aria-current],[aria-pressed=true])]:hover:bg-brand-50 [&:not([aria-current],[aria-pressed=true])]:hover:text-brand-800',
  '[&:is([aria-current],[aria-pressed=true])]:border-brand-700 [&:is([aria-current],[aria-pressed=true])]:bg-brand-700 [&:is([aria-current],[aria-pressed=true])]:text-surface',
);

interface CategoryNavProps {
  /** "All" first (the main list), then the categories. */
  links: CategoryLink[];
  /** The name of the list being shown ("All" on the main list). */
  current: string;
  label: string;
}

/**
 * The category controls as plain links to the static category pages: without JavaScript, and
 * on /blog until the filter island is live (docs/islands.md#the-blog-filter).
 */
export function CategoryNav({ links, current, label }: CategoryNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              aria-current={link.name === current ? 'page' : undefined}
              className={categoryControlClasses}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
