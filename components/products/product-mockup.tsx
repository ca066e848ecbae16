import type { CSSProperties, ReactNode } from 'react';
import { EvChargingDashboard } from '@/components/products/ev-charging-dashboard';
import { FleetTrackingMap } from '@/components/products/fleet-tracking-map';
import type { MockupSceneProps } from '@/components/products/mockup-frame';
import type { PRODUCT_MOCKUPS } from '@/lib/content/products';

type MockupName = (typeof PRODUCT_MOCKUPS)[number];

type Scene = (props: MockupSceneProps) => ReactNode;

/**
 * Each drawing, and the part of it a phone shows: [x, y, width, height] in the drawing's 960 x 600
 * units. The whole screen at 390 px scales its 11 px labels to 4 px; the crop (the screen's
 * title and its key panel) shows them at about 10 px.
 */
const scenes: Record<MockupName, { Scene: Scene; phoneCrop: [number, number, number, number] }> = {
  'ev-charging-dashboard': { Scene: EvChargingDashboard, phoneCrop: [204, 54, 370, 370] },
  'fleet-tracking-map': { Scene: FleetTrackingMap, phoneCrop: [204, 54, 346, 370] },
};

/** The crop as custom properties for the max-sm: classes below (percent margins follow width). */
function cropStyle([x, y, w, h]: [number, number, number, number]): CSSProperties {
  const pct = (n: number) => `${(n / w) * 100}%`;
  return {
    '--crop-ratio': `${w} / ${h}`,
    '--crop-width': pct(960),
    '--crop-left': `-${pct(x)}`,
    '--crop-top': `-${pct(y)}`,
  } as CSSProperties;
}

interface ProductMockupProps {
  name: MockupName;
  title: string;
  caption: string;
  kpis: MockupSceneProps['kpis'];
}

/**
 * A product screen drawn as SVG, announced as one image named by `title` and described by the
 * visible caption, so the picture has a full text alternative. On phones the frame shows the
 * scene's crop, zoomed so its text stays readable.
 */
export function ProductMockup({ name, title, caption, kpis }: ProductMockupProps) {
  const { Scene, phoneCrop } = scenes[name];
  const captionId = `${name}-caption`;
  return (
    <figure className="mx-auto max-w-5xl">
      <div
        style={cropStyle(phoneCrop)}
        className="overflow-hidden rounded-[1.25rem] shadow-[0_30px_80px_-30px_rgb(18_20_58/0.45)] ring-1 ring-ink-200 max-sm:aspect-(--crop-ratio)"
      >
        <svg
          viewBox="0 0 960 600"
          width="960"
          height="600"
          role="img"
          aria-label={title}
          aria-describedby={captionId}
          className="block h-auto w-full max-sm:mt-(--crop-top) max-sm:ml-(--crop-left) max-sm:w-(--crop-width) max-sm:max-w-none"
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
