import type { ReactNode } from 'react';
import { EvChargingDashboard } from '@/components/products/ev-charging-dashboard';
import { FleetTrackingMap } from '@/components/products/fleet-tracking-map';
import { MockupFigure, type DrawingWindow } from '@/components/products/mockup-figure';
import type { MockupSceneProps } from '@/components/products/mockup-frame';
import type { PRODUCT_MOCKUPS } from '@/lib/content/products';
import { toScreenText } from '@/lib/content/screen-text';

type MockupName = (typeof PRODUCT_MOCKUPS)[number];

type Scene = (props: MockupSceneProps) => ReactNode;

/**
 * Each drawing, and the part of it a phone shows: the screen's title and its key panel, a
 * [x, y, w, h] window in the drawing's 960 x 600 units. The whole screen at 390 px shrinks its
 * 11 px labels to 4 px; the crop shows them at about 10 px. Literal classes (the CSP allows no
 * inline styles, Tailwind needs whole class names): the frame takes the window's ratio, the
 * drawing grows to 960 / w of it and shifts by x / w and y / w (percent margins follow width).
 */
const scenes: Record<
  MockupName,
  { Scene: Scene; frame: string; phoneCrop: string; phoneSecond?: DrawingWindow }
> = {
  // Window [202, 50, 494, 474]: the title, the four KPI cards two by two and the whole energy
  // chart under them (the scene moves the second pair and the chart for phones and leaves the
  // side and bottom panels out); labels show at about 8 px. One window is enough: it holds the
  // dashboard the caption names, and the description reads the rest.
  'ev-charging-dashboard': {
    Scene: EvChargingDashboard,
    frame: 'max-sm:aspect-[494/474]',
    phoneCrop: 'max-sm:-mt-[10.12%] max-sm:-ml-[40.89%] max-sm:w-[194.33%]',
  },
  // Window [440, 54, 496, 532]: the whole live map with its vehicles online, the selected
  // truck's card, its route and the depot geofence. Under it, the vehicle list [206, 92, 236,
  // 496] whole, names at about 20 px: a crop of the list with a sliver of map read as a cut-off
  // picture, so each panel gets its own window.
  'fleet-tracking-map': {
    Scene: FleetTrackingMap,
    frame: 'max-sm:aspect-[496/532]',
    phoneCrop: 'max-sm:-mt-[10.89%] max-sm:-ml-[88.71%] max-sm:w-[193.55%]',
    phoneSecond: [206, 92, 236, 496],
  },
};

interface ProductMockupProps {
  name: MockupName;
  title: string;
  caption: string;
  description?: string | undefined;
  kpis: MockupSceneProps['kpis'];
}

/** A product screen drawn as SVG, with the product's headline figures. */
export function ProductMockup({ name, kpis, ...words }: ProductMockupProps) {
  const { Scene, frame, phoneCrop, phoneSecond } = scenes[name];
  const { title, caption, description } = toScreenText(words);
  return (
    <MockupFigure
      id={name}
      title={title}
      caption={caption}
      description={description}
      frame={frame}
      phoneCrop={phoneCrop}
      phoneSecond={phoneSecond}
    >
      <Scene kpis={kpis} />
    </MockupFigure>
  );
}
