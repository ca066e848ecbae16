import type { DrawingWindow } from '@/components/products/mockup-figure';
import { TOUR_WIDTH, tourViews } from '@/components/products/screen-tour-spots';
import { getProducts, SCREEN_SPOTS } from '@/lib/content/products';

const percent = (n: number) => Math.round(n * 10000) / 100;

/** The classes that crop the tour's canvas to `window`, with the breakpoint's prefix. */
function crop(prefix: string, [x, y, w]: DrawingWindow) {
  return [
    `${prefix}-mt-[${percent(y / w)}%]`,
    `${prefix}-ml-[${percent(x / w)}%]`,
    `${prefix}w-[${percent(TOUR_WIDTH / w)}%]`,
  ].join(' ');
}

const inside = ([x, y]: readonly [number, number], [wx, wy, ww, wh]: DrawingWindow, margin = 13) =>
  x - margin >= wx && x + margin <= wx + ww && y - margin >= wy && y + margin <= wy + wh;

describe.each(Object.entries(tourViews))('the screen tour of %s', (name, view) => {
  it('crops to its narrow window, and from 1024 px to its wide one', () => {
    expect(view.frame).toBe(
      `aspect-[${view.narrow[2]}/${view.narrow[3]}] lg:aspect-[${view.wide[2]}/${view.wide[3]}]`,
    );
    expect(view.crop).toBe(`${crop('', view.narrow)} ${crop('lg:', view.wide)}`);
  });

  it('shows 10-unit labels at 12 px or more on a 390 px phone (350 px of drawing)', () => {
    expect((350 / view.narrow[2]) * 10).toBeGreaterThanOrEqual(12);
  });

  it('has a dot for every spot the content may name, each inside the panel and both windows', () => {
    expect(Object.keys(view.spots).sort()).toEqual(
      [...SCREEN_SPOTS[name as keyof typeof SCREEN_SPOTS]].sort(),
    );
    for (const { dot } of Object.values(view.spots)) {
      expect(inside(dot, view.panel)).toBe(true);
      expect(inside(dot, view.narrow)).toBe(true);
      expect(inside(dot, view.wide)).toBe(true);
    }
  });
});

it('every product with a screen tour names 3 or 4 spots on its own screen', () => {
  for (const product of getProducts()) {
    const tour = product.sections.find((section) => section.type === 'screen-tour');
    if (!tour || tour.type !== 'screen-tour') continue;
    const spots: readonly string[] = SCREEN_SPOTS[product.screenshot.mockup];
    expect(tour.callouts.length).toBeGreaterThanOrEqual(3);
    for (const callout of tour.callouts) expect(spots).toContain(callout.spot);
  }
});
