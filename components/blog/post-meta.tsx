import { Clock } from 'lucide-react';
import { formatDate } from '@/lib/utils/format-date';
import { cn } from '@/lib/utils/cn';

interface PostMetaProps {
  date: string;
  readTime: string;
  className?: string;
}

/** "January 15, 2024  ⏱ 12 min read": the date, then the read time after a clock. */
export function PostMeta({ date, readTime, className }: PostMetaProps) {
  return (
    // No dot between the two: where a narrow card wraps them, it would end the first line.
    // The clock icon separates them on one line and leads the second.
    // A date's month keeps its letters together ("Nove/mber" at 200% text): it wraps between
    // words, and the narrow column gives the byline the card's width (post-card.tsx).
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 [overflow-wrap:normal]',
        className,
      )}
    >
      <time dateTime={date}>{formatDate(date)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {readTime}
      </span>
    </p>
  );
}
