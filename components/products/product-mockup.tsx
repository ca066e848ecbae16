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
 * 10-unit labels to 4 px; a window at most 318 units wide shows them at 11 px or more
 * (mockup-windows.test.ts). Literal classes (the CSP allows no
 * inline styles, Tailwind needs whole class names): the frame takes the window's ratio, the
 * drawing grows to 960 / w of it and shifts by x / w and y / w (percent margins follow width).
 */
export const productScenes: Record<
  MockupName,
  {
    Scene: Scene;
    frame: string;
    phoneCrop: string;
    phoneWindow: DrawingWindow;
    phoneSecond?: DrawingWindow;
  }
> = {
  // Window [206, 92, 318, 380]: the four KPI cards two by two and the vehicles' state of charge
  // under them (the scene lays them out so for phones, ev-charging-dashboard.tsx); 10-unit
  // labels at 11 px. The description reads the chart and the stations.
  'ev-charging-dashboard': {
    Scene: EvChargingDashboard,
    frame: 'max-sm:aspect-[318/380]',
    phoneCrop: 'max-sm:-mt-[28.93%] max-sm:-ml-[64.78%] max-sm:w-[301.89%]',
    phoneWindow: [206, 92, 318, 380],
  },
  // Window [446, 98, 318, 488]: the live map around the selected truck, its card, its route and
  // the depot geofence's edge. Under it, the vehicle list [206, 92, 236, 496] whole, at the same
  // scale as the map (a narrower card), rather than zoomed to the phone's width: one window at
  // 7 px beside one at 20 px read as two drawings.
  'fleet-tracking-map': {
    Scene: FleetTrackingMap,
    frame: 'max-sm:aspect-[318/488]',
    phoneCrop: 'max-sm:-mt-[30.82%] max-sm:-ml-[140.25%] max-sm:w-[301.89%]',
    phoneWindow: [446, 98, 318, 488],
    phoneSecond: [206, 92, 236, 496],
  },
};

/** Both cards' crops from 640 px are one height, so the cards' titles line up side by side. */
const WIDE_CARD_HEIGHT = 334;

/**
 * The crop each product's card on /products shows, on phones and from 640 px, and the literal
 * classes that crop to them, as for the phone view: the frame's ratio, then the drawing's width
 * and shift (mockup-windows.test.ts checks they agree).
 */
export const productCardCrops: Record<
  MockupName,
  { phone: DrawingWindow; wide: DrawingWindow; frame: string; crop: string }
> = {
  // The four KPI cards (two by two on a phone), and from 640 px the KPI cards, the chart and
  // the vehicles' charge, ending above the Stations table.
  'ev-charging-dashboard': {
    // A margin round the KPI cards, so the card's rounded corner does not clip the first.
    phone: [198, 84, 326, 206],
    // 334 high, not 380: 380 cut through the top of the Stations table (y 432) at the bottom
    // edge; 334 ends under the chart (y 420) with about the margin kept above and left.
    wide: [206, 92, 738, WIDE_CARD_HEIGHT],
    frame: 'aspect-[326/206] sm:aspect-[738/334]',
    crop: '-mt-[25.77%] -ml-[60.74%] w-[294.48%] sm:-mt-[12.47%] sm:-ml-[27.91%] sm:w-[130.08%]',
  },
  // The selected truck on the map, and from 640 px the vehicle list beside the map: four
  // vehicles, ending above the fifth's name (y 429) at the ChargIQ card's height.
  'fleet-tracking-map': {
    phone: [446, 98, 318, 200],
    wide: [206, 92, 738, WIDE_CARD_HEIGHT],
    frame: 'aspect-[318/200] sm:aspect-[738/334]',
    crop: '-mt-[30.82%] -ml-[140.25%] w-[301.89%] sm:-mt-[12.47%] sm:-ml-[27.91%] sm:w-[130.08%]',
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
  const { Scene, ...phone } = productScenes[name];
  const { title, caption, description } = toScreenText(words);
  return (
    <MockupFigure id={name} title={title} caption={caption} description={description} {...phone}>
      <Scene kpis={kpis} />
    </MockupFigure>
  );
}

/**
 * A crop of the product's own screen for its card on /products, so the index shows each
 * product as its page draws it. Decorative: the card names the product and what it does in
 * text, and the product's page describes the whole screen.
 */
export function ProductThumbnail({ name, kpis }: Pick<ProductMockupProps, 'name' | 'kpis'>) {
  const { Scene } = productScenes[name];
  const card = productCardCrops[name];
  return (
    <div
      className={`overflow-hidden ${card.frame}`}
      aria-hidden="true"
      data-product-thumbnail={name}
    >
      <svg
        viewBox="0 0 960 600"
        focusable="false"
        className={`block h-auto max-w-none ${card.crop}`}
      >
        <Scene kpis={kpis} />
      </svg>
    </div>
  );
}
