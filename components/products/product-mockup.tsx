import type { ReactNode } from 'react';
import { EvChargingDashboard } from '@/components/products/ev-charging-dashboard';
import { FleetTrackingMap } from '@/components/products/fleet-tracking-map';
import type { MockupSceneProps } from '@/components/products/mockup-frame';
import type { PRODUCT_MOCKUPS } from '@/lib/content/products';

type MockupName = (typeof PRODUCT_MOCKUPS)[number];

const scenes: Record<MockupName, (props: MockupSceneProps) => ReactNode> = {
  'ev-charging-dashboard': EvChargingDashboard,
  'fleet-tracking-map': FleetTrackingMap,
};

interface ProductMockupProps {
  name: MockupName;
  title: string;
  caption: string;
  kpis: MockupSceneProps['kpis'];
}

/**
 * A product screen drawn as SVG, announced as one image named by `title` and described by the
 * visible caption, so the picture has a full text alternative.
 */
export function ProductMockup({ name, title, caption, kpis }: ProductMockupProps) {
  const Scene = scenes[name];
  const captionId = `${name}-caption`;
  return (
    <figure className="mx-auto max-w-5xl">
      <div className="overflow-hidden rounded-[1.25rem] shadow-[0_30px_80px_-30px_rgb(18_20_58/0.45)] ring-1 ring-ink-200">
        <svg
          viewBox="0 0 960 600"
          width="960"
          height="600"
          role="img"
          aria-label={title}
          aria-describedby={captionId}
          className="block h-auto w-full"
        >
          <Scene kpis={kpis} />
        </svg>
      </div>
      <figcaption
        id={captionId}
        className="mx-auto mt-5 max-w-3xl text-center text-sm leading-relaxed text-ink-600"
      >
        {caption}
      </figcaption>
    </figure>
  );
}
