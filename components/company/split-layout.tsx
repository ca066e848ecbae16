import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

interface SplitLayoutProps {
  /** Left column on desktop (heading, intro, a button); first on phones. */
  aside: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Five columns of heading beside seven of content, stacked on phones. */
export function SplitLayout({ aside, children, className }: SplitLayoutProps) {
  return (
    <div className={cn('grid gap-8 sm:gap-10 lg:grid-cols-12 lg:gap-16', className)}>
      <div className="lg:col-span-5">{aside}</div>
      <div className="lg:col-span-7">{children}</div>
    </div>
  );
}
