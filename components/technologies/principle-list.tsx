import { unbroken } from '@/components/ui/unbroken-ranges';

/**
 * "How we pick a stack": the rules as an editorial numbered list, three across from 960 px of
 * page width and stacked below, the number beside the rule. They are an order of reasoning, not
 * a set of features, so they read as a list rather than another row of icon cards.
 */
export function PrincipleList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-x-10 gap-y-8 @min-[60rem]/page:grid-cols-3" data-list="principles">
      {items.map((item, index) => (
        <li
          key={item.title}
          className="grid grid-cols-[auto_1fr] content-start gap-x-4 border-t-2 border-brand-600 pt-5 @min-[60rem]/page:grid-cols-1"
        >
          <span
            aria-hidden="true"
            className="font-display text-3xl leading-none font-extrabold text-brand-600 tabular-nums @min-[60rem]/page:text-5xl"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <div className="@min-[60rem]/page:mt-5">
            <h3 className="text-xl font-bold text-ink-900">{unbroken(item.title)}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
