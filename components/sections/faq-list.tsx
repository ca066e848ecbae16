import { DisclosureSummary } from '@/components/sections/disclosure';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosure widgets: keyboard-operable with no JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-ink-200 rounded-(--radius-card) border border-ink-200 bg-surface">
      {items.map((item) => (
        <details key={item.question} className="group px-6">
          <DisclosureSummary
            className="min-h-14 gap-4 py-4 font-display text-lg font-semibold text-ink-950"
            chevronClassName="shrink-0 text-brand-700"
          >
            {item.question}
          </DisclosureSummary>
          <p className="pb-5 leading-relaxed text-ink-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
