import { Clock } from 'lucide-react';
import { formatDate } from '@/lib/utils/format-date';
import { cn } from '@/lib/utils/cn';

interface PostMetaProps {
  date: string;
  readTime: string;
  className?: string;
}

/** "January 15, 2024 · 12 min read" */
export function PostMeta({ date, readTime, className }: PostMetaProps) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {readTime}
      </span>
    </p>
  );
}
