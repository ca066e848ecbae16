import { IdentifierBreaks } from '@/components/ui/identifier-breaks';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';
import type { StackItem } from '@/lib/content/technologies';

/** The stack item list: each entry a name and what we use it for. */
export function StackGrid({ items }: { items: StackItem[] }) {
  return (
    <ul className="grid gap-px overflow-hidden rounded-(--radius-card) border border-ink-200 bg-ink-200 @min-[36rem]/page:grid-cols-2 @min-[60rem]/page:grid-cols-4">
      {items.map((item) => (
        <li key={item.name} className="narrow-pad flex flex-col bg-surface p-6">
          <h3 className={cn('fit-lg text-lg font-bold', longestWordClass(item.name))}>
            {item.name}
          </h3>
          <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">
            <IdentifierBreaks text={item.desc} />
          </p>
        </li>
      ))}
    </ul>
  );
}
