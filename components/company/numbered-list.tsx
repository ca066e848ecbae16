import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

interface NumberedListProps {
  items: { title: string; text: string }[];
  className?: string;
}

/**
 * An editorial list: each item beside a large outlined numeral (01, 02…), its title and one
 * paragraph, with hairlines between items; the numeral stands above the item in a column under
 * 36rem, so the paragraph keeps its measure on phones. An ordered list, so a screen reader says
 * each number once; the drawn numerals are hidden from it.
 */
export function NumberedList({ items, className }: NumberedListProps) {
  return (
    <ol className={cn('border-b border-ink-300', className)}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className="grid gap-x-8 gap-y-3 border-t border-ink-300 py-8 @min-[36rem]/page:grid-cols-[5.5rem_1fr] sm:py-10"
        >
          <span aria-hidden="true" className="outlined-numeral">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div>
            <h3 className={cn('text-2xl font-bold tracking-tight', longestWordClass(item.title))}>
              {item.title}
            </h3>
            <p className="mt-2 max-w-2xl text-lg leading-relaxed text-ink-700">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
