import { CardGrid, CardGridItem, InfoCard } from '@/components/sections/card-grid';
import { FeatureList } from '@/components/sections/feature-list';
import { PageIcon } from '@/components/company/page-icon';
import type { IconCard } from '@/lib/content/pages';

interface IconCardGridProps {
  items: (Omit<IconCard, 'text'> & { text?: string })[];
  columns?: 2 | 3 | 4;
  /** Text of each card's link ("Learn more"); cards without href have no link. */
  linkLabel?: string;
}

/** Content cards with an icon, text, an optional checklist and an optional link. */
export function IconCardGrid({ items, columns = 3, linkLabel }: IconCardGridProps) {
  return (
    <CardGrid columns={columns}>
      {items.map((item, index) => (
        <CardGridItem key={item.title} index={index}>
          <InfoCard
            icon={<PageIcon name={item.icon} />}
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
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
