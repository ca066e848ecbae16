import { Check, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

interface FitPanelProps {
  name: string;
  recommend: string[];
  avoid: string[];
}

/** When we recommend a technology and when we would steer a client elsewhere, side by side. */
export function FitPanel({ name, recommend, avoid }: FitPanelProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FitColumn items={recommend} verdict="yes" className="card p-6 sm:p-8">
        We recommend {name} when
      </FitColumn>
      <FitColumn items={avoid} verdict="no" className="card bg-ink-50 p-6 sm:p-8">
        We suggest something else when
      </FitColumn>
    </div>
  );
}

/** Each verdict's mark and colours: a green tick for a fit, a red cross for a misfit. */
const VERDICTS: Record<'yes' | 'no', { Mark: LucideIcon; badge: string; mark: string }> = {
  yes: {
    Mark: Check,
    badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
    mark: 'text-emerald-600',
  },
  no: { Mark: X, badge: 'bg-rose-50 text-rose-700 ring-rose-200', mark: 'text-rose-600' },
};

interface FitColumnProps {
  items: string[];
  verdict: keyof typeof VERDICTS;
  className: string;
  /** The column's heading. */
  children: ReactNode;
}

function FitColumn({ items, verdict, className, children }: FitColumnProps) {
  const { Mark, badge, mark } = VERDICTS[verdict];
  return (
    <div className={className}>
      <h3 className="narrow-stack flex items-center gap-3 text-xl font-bold">
        <span
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-full ring-1',
            badge,
          )}
        >
          <Mark className="size-5" aria-hidden="true" />
        </span>
        {children}
      </h3>
      <ul className="mt-6 space-y-4">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 leading-relaxed text-ink-700">
            <Mark className={cn('mt-1 size-4 shrink-0', mark)} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
