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
  // Window [202, 50, 494, 474]: the title, the four KPI cards two by two and the whole energy
  // chart under them (the scene moves the second pair and the chart for phones and leaves the
  // side and bottom panels out); labels show at about 8 px, and the caption says it all in text.
  'ev-charging-dashboard': {
    Scene: EvChargingDashboard,
    frame: 'max-sm:aspect-[494/474]',
    phoneCrop: 'max-sm:-mt-[10.12%] max-sm:-ml-[40.89%] max-sm:w-[194.33%]',
  },
  // Window [440, 54, 496, 532]: the whole live map with its vehicles online, the selected
  // truck's card, its route and the depot geofence. A crop of the list with a sliver of map read
  // as a cut-off picture on a phone.
  'fleet-tracking-map': {
    Scene: FleetTrackingMap,
    frame: 'max-sm:aspect-[496/532]',
    phoneCrop: 'max-sm:-mt-[10.89%] max-sm:-ml-[88.71%] max-sm:w-[193.55%]',
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
        // The drawing keeps its light palette in the dark scheme, as a screenshot of the product
        // would; dimmed, its whites turned a flat grey that read as dirt, not as a screen.
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
