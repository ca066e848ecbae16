import { caseStudyDrawings } from '@/components/case-studies/case-study-screen';
import type { DrawingWindow } from '@/components/products/mockup-figure';
import { productCardCrops, productScenes } from '@/components/products/product-mockup';

/** The drawing's width on a 390 px phone: the page container less its 20 px sides. */
const PHONE_WIDTH = 350;
/** The smallest type the drawings set, in drawing units, and the size it must reach on a phone. */
const SMALL_PRINT = 10;
const MIN_PHONE_TEXT = 11;

const percent = (n: number) => Math.round(n * 10000) / 100;

/** The literal classes that crop a 960-unit drawing to `window` (product-mockup.tsx). */
function cropClasses([x, y, w]: DrawingWindow) {
  return [
    y ? `max-sm:-mt-[${percent(y / w)}%]` : '',
    x ? `max-sm:-ml-[${percent(x / w)}%]` : '',
    `max-sm:w-[${percent(960 / w)}%]`,
  ]
    .filter(Boolean)
    .join(' ');
}

const drawings = { ...caseStudyDrawings, ...productScenes };

describe.each(Object.entries(drawings))('the phone view of %s', (_, drawing) => {
  it('crops to the window it declares', () => {
    const [, , w, h] = drawing.phoneWindow;
    expect(drawing.frame).toBe(`max-sm:aspect-[${w}/${h}]`);
    expect(drawing.phoneCrop).toBe(cropClasses(drawing.phoneWindow));
  });

  it(`shows its small print at ${MIN_PHONE_TEXT} px or more, in every window at one scale`, () => {
    const scale = PHONE_WIDTH / drawing.phoneWindow[2];
    expect(SMALL_PRINT * scale).toBeGreaterThanOrEqual(MIN_PHONE_TEXT);
    // A second window no wider than the first is shown at the first's scale (mockup-figure.tsx).
    if (drawing.phoneSecond)
      expect(drawing.phoneSecond[2]).toBeLessThanOrEqual(drawing.phoneWindow[2]);
  });
});

/** The same crop for a product's card on /products: unprefixed on phones, `sm:` from 640 px. */
function cardCrop(window: DrawingWindow, prefix: string) {
  return cropClasses(window).replaceAll('max-sm:', prefix);
}

describe.each(Object.entries(productCardCrops))('the card crop of %s', (_, card) => {
  it('crops to the windows it declares', () => {
    expect(card.frame).toBe(
      `aspect-[${card.phone[2]}/${card.phone[3]}] sm:aspect-[${card.wide[2]}/${card.wide[3]}]`,
    );
    expect(card.crop).toBe(`${cardCrop(card.phone, '')} ${cardCrop(card.wide, 'sm:')}`);
  });
});
