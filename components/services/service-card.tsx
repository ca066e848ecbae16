import { InfoCard } from '@/components/sections/card-grid';
import { FeatureList } from '@/components/sections/feature-list';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import type { ServiceOverviewCard } from '@/lib/content/services';
import { cn } from '@/lib/utils/cn';
import { UnbrokenRanges } from '@/components/ui/unbroken-ranges';

/** A service on the overview: description, feature list, optional badge and a Learn more link. */
export function ServiceCard({ card }: { card: ServiceOverviewCard }) {
  return (
    <InfoCard
      icon={<Icon name={card.icon} />}
      title={card.title}
      href={card.href}
      linkLabel="Learn more"
      badge={card.badge && <Badge tone="accent">{card.badge}</Badge>}
      className={cn(card.badge && 'border-accent-400 ring-1 ring-accent-400')}
    >
      <p>
        <UnbrokenRanges text={card.description} />
      </p>
      <FeatureList items={card.features} className="mt-5 text-sm text-ink-800" />
    </InfoCard>
  );
}
