import type { ReactNode } from 'react';
import { EvChargingDashboard } from '@/components/products/ev-charging-dashboard';
import { FleetTrackingMap } from '@/components/products/fleet-tracking-map';
import type { MockupSceneProps } from '@/components/products/mockup-frame';
import type { PRODUCT_MOCKUPS } from '@/lib/content/products';

type MockupName = (typeof PRODUCT_MOCKUPS)[number];

type Scene = (props: MockupSceneProps) => ReactNode;

/**
 * Each drawing, and the part of it a phone shows: the screen's title and its key panel, a
 * [x, y, w, h] window in the drawing's 960 x 600 units. The whole screen at 390 px shrinks its
 * 11 px labels to 4 px; the crop shows them at about 10 px. Literal classes (the CSP allows no
 * inline styles, Tailwind needs whole class names): the frame takes the window's ratio, the
 * drawing grows to 960 / w of it and shifts by x / w and y / w (percent margins follow width).
 */
const scenes: Record<MockupName, { Scene: Scene; frame: string; phoneCrop: string }> = {
  // Window [202, 50, 490, 380]: the title, two KPI cards (the scene hides the third on phones)
  // and the whole energy chart with its panel. A narrower window cut the chart's last hours and
  // the panel's edge at 390 px, which read as a clipped picture; labels show at about 8 px, and
  // the caption says it all in text.
  'ev-charging-dashboard': {
    Scene: EvChargingDashboard,
    frame: 'max-sm:aspect-[490/380]',
    phoneCrop: 'max-sm:-mt-[10.2%] max-sm:-ml-[41.22%] max-sm:w-[195.92%]',
  },
  // Window [204, 54, 346, 370]: the title and the vehicle list with drivers and speeds.
  'fleet-tracking-map': {
    Scene: FleetTrackingMap,
    frame: 'max-sm:aspect-[346/370]',
    phoneCrop: 'max-sm:-mt-[15.61%] max-sm:-ml-[58.96%] max-sm:w-[277.46%]',
  },
};

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
  const { Scene, frame, phoneCrop } = scenes[name];
  const captionId = `${name}-caption`;
  return (
    <figure className="mx-auto max-w-5xl">
      <div
        className={`overflow-hidden rounded-[1.25rem] shadow-[0_30px_80px_-30px_rgb(18_20_58/0.45)] ring-1 ring-ink-200 ${frame}`}
      >
        <svg
          viewBox="0 0 960 600"
          width="960"
          height="600"
          role="img"
          aria-label={title}
          aria-describedby={captionId}
          className={`block h-auto w-full max-sm:max-w-none ${phoneCrop}`}
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
