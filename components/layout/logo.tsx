import { site } from '@/lib/site';
import { cn } from '@/lib/utils/cn';

interface LogoProps {
  tone?: 'dark' | 'light';
  className?: string;
  /** Lets a cramped header show the mark alone (the link around it carries the name). */
  wordmarkClassName?: string;
}

/** Wordmark with a geometric arc mark, drawn inline so it costs no request. */
export function Logo({ tone = 'dark', className, wordmarkClassName }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill={tone === 'dark' ? '#2f36b0' : '#ffffff'} />
        <path
          d="M8 23c1.6-7.2 4.5-12 8-12s6.4 4.8 8 12"
          fill="none"
          stroke={tone === 'dark' ? '#ffffff' : '#2f36b0'}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="16" cy="19" r="2.6" fill="#fbb454" />
      </svg>
      <span
        className={cn(
          'font-display text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-ink-950' : 'text-white',
          wordmarkClassName,
        )}
      >
        {site.name}
      </span>
    </span>
  );
}
