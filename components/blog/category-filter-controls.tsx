import type { KeyboardEvent, MouseEvent } from 'react';
import { categoryControlClasses, type CategoryLink } from '@/components/blog/category-nav';

interface CategoryFilterControlsProps {
  categories: CategoryLink[];
  /** The chosen category's name. */
  category: string;
  /** Hydrated: the links filter in place and are announced as the filter's buttons. */
  live: boolean;
  /** The group's name as links (no script yet) and as filter buttons. */
  labels: { links: string; buttons: string };
  onCategoryChange: (category: string) => void;
  onIntent: () => void;
}

/** A plain left click or tap; other buttons and modifier keys still open the category's page. */
const plainClick = (event: MouseEvent) =>
  !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The category controls of /blog (docs/islands.md#the-blog-filter). The same anchors before and
 * after hydration, so a tap that starts before React is live and ends after it still lands on
 * the element it began on: until hydration they are links to the static category pages; once
 * live, a plain click filters in place and they carry the button role and aria-pressed (the
 * href stays, for a new tab or window).
 */
export function CategoryFilterControls({
  categories,
  category,
  live,
  labels,
  onCategoryChange,
  onIntent,
}: CategoryFilterControlsProps) {
  const choose = (name: string) => (event: MouseEvent) => {
    if (!live || !plainClick(event)) return;
    event.preventDefault();
    onCategoryChange(name);
  };
  // A button answers Space as well as Enter (a link only answers Enter).
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!live || event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  const none = live ? 'none' : undefined;
  return (
    <div role="group" aria-label={live ? labels.buttons : labels.links}>
      <ul role={none} className="flex flex-wrap gap-2">
        {categories.map(({ name, path }) => (
          <li key={name} role={none}>
            <a
              href={path}
              role={live ? 'button' : undefined}
              aria-pressed={live ? name === category : undefined}
              aria-current={!live && name === category ? 'page' : undefined}
              onPointerDown={onIntent}
              onClick={choose(name)}
              onKeyDown={onKeyDown}
              className={categoryControlClasses}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
