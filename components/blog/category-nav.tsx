import { cn } from '@/lib/utils/cn';

export interface CategoryLink {
  name: string;
  path: string;
}

/** Shared look of the category controls: links here, the filter island's buttons too. */
export const categoryControlClasses = (active: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-ink-300 bg-white text-ink-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
  );

interface CategoryNavProps {
  /** "All" first (the main list), then the categories. */
  links: CategoryLink[];
  /** The name of the list being shown ("All" on the main list). */
  current: string;
  label: string;
}

/** The category controls as plain links to the static category pages (no JavaScript). */
export function CategoryNav({ links, current, label }: CategoryNavProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              aria-current={link.name === current ? 'page' : undefined}
              className={categoryControlClasses(link.name === current)}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
