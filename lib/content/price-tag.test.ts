import { priceFromTag } from '@/lib/content/price-tag';

describe('a card tag that states a price', () => {
  it('splits the amount from its unit and lead-in', () => {
    expect(priceFromTag('$4,000-10,000 fixed')).toEqual({ amount: '$4,000-10,000', unit: 'fixed' });
    expect(priceFromTag('$40,000-100,000')).toEqual({ amount: '$40,000-100,000', unit: '' });
    expect(priceFromTag('From about $2,500 a month')).toEqual({
      amount: '$2,500',
      unit: 'a month',
      lead: 'From about',
    });
    expect(priceFromTag('$30,000-50,000 a month')).toEqual({
      amount: '$30,000-50,000',
      unit: 'a month',
    });
  });

  it('leaves every other tag a badge', () => {
    for (const tag of ['8-12 weeks', '16+ weeks', '1-3 engineers', '2-4 of yours, 4-8 of ours']) {
      expect(priceFromTag(tag)).toBeUndefined();
    }
    expect(priceFromTag(undefined)).toBeUndefined();
  });
});
