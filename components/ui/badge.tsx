import type { ReactNode } from 'react';
import type { BadgeTone } from '@/lib/content/badge-tone';
import { cn } from '@/lib/utils/cn';

/**
 * A pale tint with dark text of the same hue. In the dark scheme the state hues turn over
 * (app/globals.css), which would make step 50 a saturated mid-tone; there a hue's chip (and the
 * accent's, whose ring would stay bright) is a light tint of the hue as text, over that text
 * colour at 15%, as quiet as the brand's.
 */
const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  accent: 'bg-accent-200 text-ink-950 ring-accent-300 dark:text-accent-700',
  slate: 'bg-ink-100 text-ink-700 ring-ink-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:text-emerald-700',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200 dark:text-violet-700',
  teal: 'bg-teal-50 text-teal-800 ring-teal-200 dark:text-teal-700',
  rose: 'bg-rose-50 text-rose-800 ring-rose-200 dark:text-rose-700',
  dark: 'bg-white/10 text-white ring-white/25',
};

/** The dark scheme's fill and ring for the hued chips: their own text colour, faint. */
const HUED_IN_DARK = 'dark:bg-current/15 dark:ring-current/30';
const HUED: BadgeTone[] = ['accent', 'green', 'violet', 'teal', 'rose'];

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
        HUED.includes(tone) && HUED_IN_DARK,
        className,
      )}
    >
      {children}
    </span>
  );
}
