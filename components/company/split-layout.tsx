import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

interface SplitLayoutProps {
  /** Left column on desktop (heading, intro, a button); first on phones. */
  aside: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * Five columns of heading beside seven of content, stacked on phones. On desktop the heading
 * stays in view while its content scrolls past, so its column is never a tall empty strip.
 */
export function SplitLayout({ aside, children, className }: SplitLayoutProps) {
  return (
    <div className={cn('grid gap-8 sm:gap-10 lg:grid-cols-12 lg:gap-16', className)}>
      <div className="lg:sticky lg:top-28 lg:col-span-5 lg:self-start">{aside}</div>
      <div className="lg:col-span-7">{children}</div>
    </div>
  );
}
