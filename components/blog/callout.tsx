import type { ReactNode } from 'react';
import { Info, Lightbulb, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

export type CalloutType = 'info' | 'tip' | 'warning';

const styles: Record<
  CalloutType,
  { icon: typeof Info; label: string; box: string; icon_: string }
> = {
  info: { icon: Info, label: 'Note', box: 'border-brand-500 bg-brand-50', icon_: 'text-brand-700' },
  tip: {
    icon: Lightbulb,
    label: 'Tip',
    box: 'border-emerald-500 bg-emerald-50',
    icon_: 'text-emerald-700',
  },
  warning: {
    icon: TriangleAlert,
    label: 'Warning',
    box: 'border-accent-500 bg-accent-200/40',
    icon_: 'text-accent-700',
  },
};

interface CalloutProps {
  type: CalloutType;
  title: string;
  children: ReactNode;
}

/** A highlighted aside in an article body: <Callout type="tip" title="...">...</Callout>. */
export function Callout({ type, title, children }: CalloutProps) {
  const style = styles[type];
  const Icon = style.icon;
  return (
    <div
      role="note"
      className={cn(
        'narrow-pad not-prose my-8 rounded-r-2xl border-l-4 px-5 py-5 sm:px-6',
        '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_p]:leading-relaxed [&_p+p]:mt-3',
        style.box,
      )}
    >
      <p className="narrow-stack flex items-start gap-2.5 font-display text-lg leading-snug font-bold text-ink-950">
        <Icon className={cn('mt-0.5 size-5 shrink-0', style.icon_)} aria-hidden="true" />
        <span>
          <span className="sr-only">{style.label}: </span>
          {title}
        </span>
      </p>
      <div className="mt-2 text-base text-ink-800 sm:pl-7.5">{children}</div>
    </div>
  );
}
