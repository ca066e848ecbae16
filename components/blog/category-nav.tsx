import { FILTER_ATTRS } from '@/lib/islands/contract.mjs';
import { cn } from '@/lib/utils/cn';

export interface CategoryLink {
  name: string;
  path: string;
}

/**
 * Shared look of the category controls: links here, the filter island's buttons too. The chosen
 * one is styled from its state attribute (aria-current on a link, aria-pressed on a button), so
 * the page's loader can mark a link chosen before the island runs.
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
  /** On /blog: the id of the list these links filter before the island runs. */
  filters?: string;
  /** With `filters`: the name of the group of filter buttons the links become with scripts. */
  groupLabel?: string;
}

/**
 * The category controls as plain links to the static category pages (no JavaScript). With
 * `filters` (on /blog) the links are a named group instead of a navigation landmark: the page's
 * loader renames that group and the links become its filter buttons (a <nav> may not be a group).
 */
export function CategoryNav({ links, current, label, filters, groupLabel }: CategoryNavProps) {
  const list = (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.path}>
          <a
            href={link.path}
            aria-current={link.name === current ? 'page' : undefined}
            className={categoryControlClasses}
            {...(filters && {
              [FILTER_ATTRS.controls]: filters,
              [FILTER_ATTRS.category]: link.name,
            })}
          >
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
  return filters ? (
    <div role="group" aria-label={label} {...{ [FILTER_ATTRS.group]: groupLabel ?? label }}>
      {list}
    </div>
  ) : (
    <nav aria-label={label}>{list}</nav>
  );
}
