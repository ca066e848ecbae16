import { CardGrid, CardGridItem, InfoCard } from '@/components/sections/card-grid';
import { TechnologyIcon } from '@/components/technologies/technology-icon';
import type { IconCard } from '@/lib/content/technologies';

/** Benefit, use-case and principle cards: an icon, a title and a sentence or two. */
export function IconCardGrid({ items }: { items: IconCard[] }) {
  return (
    <CardGrid columns={items.length === 4 ? 2 : 3}>
      {items.map((item, index) => (
        <CardGridItem key={item.title} index={index}>
          <InfoCard icon={<TechnologyIcon name={item.icon} />} title={item.title}>
            <p>{item.description}</p>
          </InfoCard>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
