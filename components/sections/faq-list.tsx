import { DisclosureSummary } from '@/components/sections/disclosure';

export interface FaqItem {
  question: string;
  answer: string;
}

const LIST = 'divide-y divide-ink-200 rounded-(--radius-card) border border-ink-200 bg-surface';
const QUESTION = 'font-display text-base font-semibold text-ink-950 sm:text-lg';
const ANSWER = 'leading-relaxed text-ink-600';

/**
 * Questions and answers. Folded by default, as native disclosure widgets (keyboard-operable with
 * no JavaScript); `open` lists every answer under its question instead, as a description list.
 */
export function FaqList({ items, open = false }: { items: FaqItem[]; open?: boolean }) {
  if (open)
    return (
      <dl className={LIST}>
        {items.map((item) => (
          <div key={item.question} className="px-4 py-5 sm:px-6">
            <dt className={`${QUESTION} [overflow-wrap:break-word] hyphens-auto`}>
              {item.question}
            </dt>
            <dd className={`mt-2 ${ANSWER}`}>{item.answer}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <div className={LIST}>
      {items.map((item) => (
        // Narrower sides, gap and type on phones: at 200% text on a 390 px phone the question had
        // 130 px beside its chevron and broke inside words ("GeoFle/et"); now 210 px, room for
        // its longest words (docs/reader-settings.md#reflow-and-enlarged-text).
        <details key={item.question} className="group px-4 sm:px-6">
          <DisclosureSummary
            className={`min-h-14 gap-2 py-4 sm:gap-4 ${QUESTION}`}
            chevronClassName="shrink-0 text-brand-700"
          >
            {item.question}
          </DisclosureSummary>
          <p className={`pb-5 ${ANSWER}`}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
