import { Icon } from '@/components/ui/icon';
import type { TechnologyCard } from '@/lib/content/technology-cards';

/**
 * A group's technologies on a phone (docs/reader-settings.md#technologies-on-a-phone): one
 * compact row each, its mark, its name and its one-line description, the row a link to its page.
 * A stack of rows reads at a glance where a sideways row of full cards showed one at a time,
 * and at large text left each card a fifth of the screen. The cards take over from 640 px.
 */
export function TechnologyRows({ cards }: { cards: TechnologyCard[] }) {
  return (
    <ul className="divide-y divide-ink-100 border-y border-ink-100 sm:hidden" data-list="rows">
      {cards.map((card) => {
        const body = (
          <>
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl @max-[16rem]/page:size-[44px] bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name={card.mark} />
            </span>
            <span className="min-w-0">
              <span className="block font-bold text-ink-900 group-hover:text-brand-700 group-hover:underline">
                {card.name}
              </span>
              <span className="mt-0.5 block text-sm leading-snug text-ink-600">
                {card.description}
              </span>
            </span>
          </>
        );
        return (
          <li key={card.id}>
            {card.href ? (
              <a href={card.href} className="group flex items-start gap-4 py-4">
                {body}
              </a>
            ) : (
              <div className="flex items-start gap-4 py-4">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
