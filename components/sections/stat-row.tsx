import { cn } from '@/lib/utils/cn';

export interface Stat {
  value: string;
  label: string;
  description?: string;
}

interface StatRowProps {
  stats: Stat[];
  tone?: 'light' | 'dark';
  className?: string;
}

/** A row of headline figures; as a description list so each value is tied to its label. */
export function StatRow({ stats, tone = 'light', className }: StatRowProps) {
  return (
    <dl
      className={cn(
        'grid gap-px overflow-hidden rounded-(--radius-card)',
        // Two per row on phones; an odd last figure spans the row.
        stats.length >= 4
          ? 'grid-cols-2 lg:grid-cols-4'
          : 'grid-cols-2 sm:grid-cols-3 max-sm:[&>div:last-child:nth-child(odd)]:col-span-2',
        tone === 'dark' ? 'bg-white/10' : 'border border-ink-200 bg-ink-200',
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn('flex flex-col p-4 sm:p-8', tone === 'dark' ? 'bg-brand-950' : 'bg-white')}
        >
          <dt
            className={cn(
              'order-2 mt-2 font-semibold',
              tone === 'dark' ? 'text-brand-100' : 'text-ink-900',
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              'order-1 font-display text-4xl font-extrabold tracking-tight sm:text-5xl',
              tone === 'dark' ? 'text-white' : 'text-brand-700',
            )}
          >
            {stat.value}
          </dd>
          {stat.description && (
            <dd
              className={cn(
                'order-3 mt-1 text-sm',
                tone === 'dark' ? 'text-brand-200' : 'text-ink-600',
              )}
            >
              {stat.description}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
