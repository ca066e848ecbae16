import { FactList, type Fact, type FactListLook } from '@/components/sections/fact-list';
import { Icon } from '@/components/ui/icon';
import type { BrandMarkName } from '@/lib/content/icons';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

interface TechnologyFactsProps {
  name: string;
  category: string;
  mark: BrandMarkName;
  facts: Fact[];
  className?: string;
}

/** Rows on the dark hero: label over value on phones, beside it from `sm` up. */
const heroLook: FactListLook = {
  list: 'mt-6 divide-y divide-white/10 border-t border-white/10',
  row: 'grid gap-1 py-4 @min-[36rem]/page:grid-cols-[9rem_1fr] sm:gap-4',
  term: 'text-sm font-medium text-brand-200',
  value: 'font-medium text-white',
};

/** The hero's "at a glance" panel: the technology's mark and a few facts about how we use it. */
export function TechnologyFacts({ name, category, mark, facts, className }: TechnologyFactsProps) {
  return (
    <div
      className={cn(
        'narrow-pad rounded-3xl border border-white/15 bg-white/[0.06] p-6 shadow-2xl shadow-black/20 backdrop-blur-sm sm:p-8',
        className,
      )}
    >
      <div className="narrow-stack flex items-center gap-4">
        <span className="inline-flex h-16 min-w-16 shrink-0 items-center justify-center rounded-2xl bg-surface px-3 text-ink-900 shadow-sm">
          <Icon name={mark} className="size-9" />
        </span>
        <div>
          <p className="text-sm font-medium text-brand-200">{category}</p>
          <p
            className={cn(
              'fit-xl font-display text-2xl font-bold text-white',
              longestWordClass(`${name} at a glance`),
            )}
          >
            {name} at a glance
          </p>
        </div>
      </div>
      <FactList facts={facts} look={heroLook} />
    </div>
  );
}
