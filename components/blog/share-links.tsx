import { Mail } from 'lucide-react';
import { shareLinks } from '@/lib/utils/share-links';
import { cn } from '@/lib/utils/cn';
import { Tooltip, tooltipTrigger } from '@/components/ui/tooltip';
import { NEW_TAB_NOTE } from '@/components/ui/checkable';

/** A 16 px brand glyph of one path (lucide has no brand marks); the link text names it. */
function BrandMark({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

const LINKEDIN_PATH =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-1 1.83-1.8 3.64-1.8 3.9 0 4.5 2.4 4.5 5.6v5.7h-4v-5c0-1.2 0-2.8-1.7-2.8s-2.3 1.3-2.3 2.7v5.1h-4v-11Z';
const X_PATH =
  'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z';

const icons = {
  linkedin: () => <BrandMark path={LINKEDIN_PATH} />,
  x: () => <BrandMark path={X_PATH} />,
  email: () => <Mail className="size-4" aria-hidden="true" />,
};

export interface ShareLinksProps {
  url: string;
  title: string;
  summary: string;
  /** The word before the icons ("Share"), which also names their list. */
  label: string;
  tone?: 'light' | 'dark';
  className?: string;
}

/** Share control that needs no JavaScript: LinkedIn, X and e-mail as plain links. */
export function ShareLinks({
  url,
  title,
  summary,
  label,
  tone = 'light',
  className,
}: ShareLinksProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2 print:hidden', className)}>
      <p
        id={`share-${tone}`}
        className={cn(
          'mr-1 text-sm font-semibold',
          tone === 'dark' ? 'text-brand-100' : 'text-ink-700',
        )}
      >
        {label}
      </p>
      <ul aria-labelledby={`share-${tone}`} className="flex gap-2">
        {shareLinks({ url, title, summary }).map((link) => {
          const Icon = icons[link.network];
          const tip = `tip-share-${tone}-${link.network}`;
          return (
            <li key={link.network}>
              <a
                href={link.href}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                {...tooltipTrigger(tip)}
                className={cn(
                  'inline-flex size-11 items-center justify-center rounded-full border transition-colors',
                  tone === 'dark'
                    ? 'border-white/25 bg-white/5 text-white hover:bg-white/15'
                    : 'border-ink-300 bg-surface text-ink-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                <Icon />
                <span className="sr-only">
                  {link.label}
                  {link.external ? ` ${NEW_TAB_NOTE}` : ''}
                </span>
              </a>
              <Tooltip id={tip}>{link.label}</Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
