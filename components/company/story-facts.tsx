import { FactList, type Fact, type FactListLook } from '@/components/sections/fact-list';

interface StoryFactsProps {
  title: string;
  /** Founding year and home arrive as {{tokens}} from lib/site.ts, like every company fact. */
  facts: Fact[];
}

/** Rows of the dark sheet: label over value on phones, two fifths beside three from `sm` up. */
const sheetLook: FactListLook = {
  list: 'mt-6 divide-y divide-white/10',
  row: 'grid gap-1 py-4 first:pt-0 last:pb-0 @min-[36rem]/page:grid-cols-5 sm:gap-4',
  term: 'text-sm font-semibold text-brand-200 sm:col-span-2',
  value: 'font-medium text-white sm:col-span-3',
};

/** The company fact sheet beside the story. */
export function StoryFacts({ title, facts }: StoryFactsProps) {
  return (
    <div className="on-dark relative isolate overflow-hidden rounded-(--radius-card) bg-brand-950 p-7 sm:p-9">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(28rem_18rem_at_100%_0%,rgb(76_92_240/0.5),transparent_70%)]"
      />
      <p className="eyebrow">{title}</p>
      <FactList facts={facts} look={sheetLook} />
    </div>
  );
}
