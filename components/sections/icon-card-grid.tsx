import { byTitle, CardList, InfoCard } from '@/components/sections/card-grid';
import { FeatureList } from '@/components/sections/feature-list';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/content/icons';

interface IconCardGridProps {
  items: { icon: IconName; title: string; text?: string; points?: string[]; href?: string }[];
  columns?: 2 | 3 | 4;
  /** Text of each card's link ("Learn more"); cards without href have no link. */
  linkLabel?: string;
  /** A sideways-scrolling row on phones (CardGrid). */
  scroll?: boolean;
}

/** The one grid of content cards: an icon, text, an optional checklist and an optional link. */
export function IconCardGrid({ items, columns, linkLabel, scroll }: IconCardGridProps) {
  return (
    // Four cards read better two by two than three and one.
    <CardList
      columns={columns ?? (items.length === 4 ? 2 : 3)}
      scroll={scroll}
      items={items}
      keyOf={byTitle}
      aligned
    >
      {(item) => (
        <InfoCard
          icon={<Icon name={item.icon} />}
          title={item.title}
          href={item.href}
          linkLabel={item.href ? linkLabel : undefined}
          footer={
            item.points && (
              <FeatureList items={item.points} className="text-[0.9375rem] text-ink-700" />
            )
          }
        >
          {item.text && <p>{item.text}</p>}
        </InfoCard>
      )}
    </CardList>
  );
}
