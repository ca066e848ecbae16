import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';
import { NEW_TAB_NOTE } from '@/components/ui/checkable';
import { textOf } from '@/lib/utils/text-of';

/**
 * Two looks on a light page: the accent fill for the one call to action, the outline for every
 * other action. A third, a filled indigo pill, read to reviewers as a different site's button
 * ("How We Work", "Return to Home") and is gone.
 */
export type ButtonVariant = 'primary' | 'ghost' | 'on-dark';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'keep-palette bg-accent-400 text-ink-950 hover:bg-accent-300 shadow-sm',
  ghost: 'border border-ink-300 bg-surface text-ink-900 hover:border-brand-300 hover:bg-brand-50',
  'on-dark': 'border border-white/30 bg-white/5 text-white hover:bg-white/15',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/**
 * Shared look of buttons and button-like links (44 px minimum tap target). A label that wraps
 * is centred; in a narrow column `.pill-button` takes the whole width (globals.css), so a
 * two-line "Get a Free / Consultation" reads as one button, not text hugging a pill's left.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return cn(
    'pill-button inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
  );
}

interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  external?: boolean;
  className?: string;
}

/**
 * Labels longer than this (in characters) wrap past one line in a narrow column (a phone at 200%
 * text: about 15 characters of a md button's text, 12 of a lg one's), where a pill of three or
 * four lines reads as a lozenge; there they are set as an underlined text link instead
 * (`.button-long`, docs/reader-settings.md#a-narrow-column).
 */
const ONE_LINE = { md: 15, lg: 12 } as const;

/** A link styled as a button; external links open in a new tab without leaking the opener. */
export function LinkButton({
  href,
  children,
  variant = 'primary',
  size = 'md',
  external = false,
  className,
}: LinkButtonProps) {
  return (
    <a
      href={href}
      className={cn(
        buttonClasses(variant, size),
        textOf(children).trim().length > ONE_LINE[size] && 'button-long',
        className,
      )}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external && <span className="sr-only"> {NEW_TAB_NOTE}</span>}
    </a>
  );
}
