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
        // Narrower sides, gap and type on phones: at 200% text on a 390 px phone the question had
        // 130 px beside its chevron and broke inside words ("GeoFle/et"); now 210 px, room for
        // its longest words (docs/reader-settings.md#reflow-and-enlarged-text).
        <details key={item.question} className="group px-4 sm:px-6">
          <DisclosureSummary
            className="min-h-14 gap-2 py-4 font-display text-base font-semibold text-ink-950 sm:gap-4 sm:text-lg"
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
