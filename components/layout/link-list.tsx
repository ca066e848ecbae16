import type { ReactNode } from 'react';

interface Link {
  href: string;
  label: ReactNode;
}

interface LinkItemsProps {
  links: Link[];
  linkClassName: string;
  /** A class for one link's list item (the mobile menu hides Home on the home page). */
  itemClassName?: (link: Link) => string | undefined;
  /** Top-level header entries: each names its section, which the header marks as current. */
  section?: boolean;
}

/** One list item holding a plain link per entry: the markup of every menu and link list. */
export function LinkItems({ links, linkClassName, itemClassName, section }: LinkItemsProps) {
  return links.map((link) => (
    <li key={link.href} className={itemClassName?.(link)}>
      <a
        href={link.href}
        className={linkClassName}
        data-nav-section={section ? link.href : undefined}
      >
        {link.label}
      </a>
    </li>
  ));
}

interface LinkListProps extends LinkItemsProps {
  className?: string;
}

/** A list of plain links (footer columns, the 404 page's suggestions, menu groups). */
export function LinkList({ className, ...items }: LinkListProps) {
  return (
    <ul className={className}>
      <LinkItems {...items} />
    </ul>
  );
}
