import type { ReactNode } from 'react';
import type { BadgeTone } from '@/lib/content/badge-tone';
import { cn } from '@/lib/utils/cn';

/**
 * A pale tint with dark text of the same hue. In the dark scheme the state hues turn over
 * (app/globals.css), which would make step 50 a saturated mid-tone; there a hue's chip (and the
 * accent's, whose ring would stay bright) is the
 * hue at 15% over the page instead, as quiet as the brand's, with its text a light tint.
 */
const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  accent:
    'bg-accent-200 text-ink-950 ring-accent-300 dark:bg-accent-400/15 dark:text-accent-700 dark:ring-accent-400/35',
  slate: 'bg-ink-100 text-ink-700 ring-ink-200',
  green:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-400/15 dark:text-emerald-700 dark:ring-emerald-400/35',
  violet:
    'bg-violet-50 text-violet-800 ring-violet-200 dark:bg-violet-400/15 dark:text-violet-700 dark:ring-violet-400/35',
  teal: 'bg-teal-50 text-teal-800 ring-teal-200 dark:bg-teal-400/15 dark:text-teal-700 dark:ring-teal-400/35',
  rose: 'bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-400/15 dark:text-rose-700 dark:ring-rose-400/35',
  dark: 'bg-white/10 text-white ring-white/25',
};

interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

export function Badge({ children, tone = 'brand', className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
