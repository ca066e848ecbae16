import { cn } from '@/lib/utils/cn';

interface AuthorAvatarProps {
  initials: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = {
  sm: 'size-10 text-sm',
  md: 'size-12 text-base',
  lg: 'size-16 text-xl',
};

/** Initials in a brand circle; decorative, because the name is always printed beside it. */
export function AuthorAvatar({ initials, size = 'md', className }: AuthorAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'keep-palette inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-display font-bold tracking-wide text-white ring-2 ring-white',
        sizes[size],
        className,
      )}
    >
      {initials}
    </span>
  );
}
