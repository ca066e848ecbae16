import { Briefcase, Check } from 'lucide-react';
import { InfoCard } from '@/components/sections/card-grid';
import { Icon } from '@/components/ui/icon';
import type { TechnologyCard as TechnologyCardData } from '@/lib/content/technology-cards';

interface TechnologyCardProps {
  card: TechnologyCardData;
}

function CardList({
  title,
  items,
  marker,
}: {
  title: string;
  items: string[];
  marker: 'check' | 'dot';
}) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{title}</p>
      <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2">
            {marker === 'check' ? (
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500"
              />
            )}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A technology card. The card arrives already cut to two features and two use
 * cases (toTechnologyCard); a card without a page of its own has no link, and one that no
 * case study lists has no line about where we used it.
 */
export function TechnologyCard({ card }: TechnologyCardProps) {
  return (
    <InfoCard
      // Every mark is a glyph on one 24-unit box, so every tile is one size
      // (docs/technology-marks.md).
      icon={<Icon name={card.mark} />}
      title={card.name}
      {...(card.href ? { href: card.href, linkLabel: 'Learn more' } : {})}
      {...(card.usedBy
        ? {
            footer: (
              <p
                className="flex items-start gap-2 border-t border-ink-100 pt-4 text-sm font-medium text-ink-800"
                data-used-by=""
              >
                <Briefcase className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span>{card.usedBy}</span>
              </p>
            ),
          }
        : {})}
    >
      {/* A fixed minimum for the description lines the lists up across a row of cards. */}
      <p className="sm:min-h-[5rem] lg:min-h-[6.5rem]">{card.description}</p>
      <div className="mt-5 space-y-4 border-t border-ink-100 pt-5">
        <CardList title="Key features" items={card.features} marker="check" />
        <CardList title="Use cases" items={card.useCases} marker="dot" />
      </div>
    </InfoCard>
  );
}
