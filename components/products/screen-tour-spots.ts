import type { DrawingWindow } from '@/components/products/mockup-figure';
import type { PRODUCT_MOCKUPS, SCREEN_SPOTS } from '@/lib/content/products';

type MockupName = (typeof PRODUCT_MOCKUPS)[number];

/**
 * The tour's canvas: the 960 x 600 drawing, then a 300-unit margin on its right where, from
 * 1024 px, each dot's leader line ends at its feature's title.
 */
export const TOUR_WIDTH = 1260;
/** Where the titles start in that margin. */
export const TAG_X = 972;

export interface Spot {
  /** The dot, on the place of the screen the feature acts on. */
  dot: readonly [number, number];
  /** The height of its title in the margin: the leader runs up or down to it, then right. */
  tagY: number;
}

interface TourView {
  /** The panel shown enlarged; the drawing is clipped to it. */
  panel: DrawingWindow;
  /** Under 1024 px, the window of the panel a phone or a tablet's column shows. */
  narrow: DrawingWindow;
  /** From 1024 px: the panel with the titles' margin. */
  wide: DrawingWindow;
  /** Literal classes (Tailwind needs whole names): the frame's ratio, then the crop. */
  frame: string;
  crop: string;
}

/**
 * Each screen's tour. The narrow window is 290 units wide, so on a 390 px phone (350 px of
 * drawing) its 10-unit labels show at 12 px; the wide one shows the panel at 1.4 to 1.7 times
 * the hero's scale. screen-tour-spots.test.ts checks the classes crop to the windows and every
 * dot lies inside both.
 */
export const tourViews: {
  [Name in MockupName]: TourView & { spots: Record<(typeof SCREEN_SPOTS)[Name][number], Spot> };
} = {
  // The right half of the overview: the last two KPI cards, the chart's end with the grid
  // limit, the vehicles' charge and the stations' sessions.
  'ev-charging-dashboard': {
    panel: [574, 92, 370, 496],
    narrow: [640, 92, 290, 488],
    wide: [574, 92, 670, 496],
    frame: 'aspect-[290/488] lg:aspect-[670/496]',
    crop: '-mt-[31.72%] -ml-[220.69%] w-[434.48%] lg:-mt-[13.73%] lg:-ml-[85.67%] lg:w-[188.06%]',
    spots: {
      'cost-card': { dot: [884, 142], tagY: 142 },
      // EV-140, at 23%: the vehicle flagged before its shift; the leader leaves under the rows.
      'vehicle-charge': { dot: [836, 386], tagY: 410 },
      // On the last bars, just under the dashed limit, so its "Grid limit" label stays clear;
      // the leader runs between the vehicles' rows.
      'grid-limit': { dot: [654, 306], tagY: 306 },
      sessions: { dot: [846, 502], tagY: 502 },
    },
  },
  // The live map around the selected truck: its card, its route, the depot geofence.
  'fleet-tracking-map': {
    panel: [440, 94, 496, 492],
    narrow: [470, 176, 290, 300],
    wide: [440, 94, 800, 492],
    frame: 'aspect-[290/300] lg:aspect-[800/492]',
    crop: '-mt-[60.69%] -ml-[162.07%] w-[434.48%] lg:-mt-[11.75%] lg:-ml-[55%] lg:w-[157.5%]',
    spots: {
      'live-position': { dot: [662, 322], tagY: 322 },
      route: { dot: [600, 392], tagY: 392 },
      // Beside the card's speed; the leader rises over the card.
      'driver-speed': { dot: [544, 230], tagY: 168 },
      fuel: { dot: [746, 230], tagY: 230 },
    },
  },
};

/** The dot of a spot the content names (lib/content/products.ts checks it is on the screen). */
export function spotOf(mockup: MockupName, spot: string): Spot {
  const found = (tourViews[mockup].spots as Record<string, Spot>)[spot];
  if (!found) throw new Error(`No spot "${spot}" on the ${mockup} screen`);
  return found;
}
