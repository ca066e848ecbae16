import { cn } from '@/lib/utils/cn';

interface PurposeStatementsProps {
  items: { title: string; text: string }[];
  className?: string;
}

/**
 * The mission and the vision as two statements set large under a short label and a brand rule,
 * side by side from a 48rem column: each is one sentence the company stands behind, so it reads
 * as a statement, not as the body of an icon card (docs/content.md#signature-formats-on-the-company-pages).
 */
export function PurposeStatements({ items, className }: PurposeStatementsProps) {
  return (
    <div
      className={cn(
        'grid gap-10 @min-[48rem]/page:grid-cols-2 @min-[48rem]/page:gap-14',
        className,
      )}
    >
      {items.map((item) => (
        <div key={item.title} className="border-t-2 border-brand-600 pt-5">
          <h3 className="eyebrow">{item.title}</h3>
          <p className="mt-3 font-display text-2xl leading-snug font-semibold text-ink-900 sm:text-[1.75rem]">
            {item.text}
          </p>
        </div>
      ))}
    </div>
  );
}
