import { takeWithMore } from './take-with-more';

const thirteen = Array.from({ length: 13 }, (_, i) => `tech-${i + 1}`);

describe('takeWithMore', () => {
  it('shows the first 7 of 13 and counts 6 more (case study hero)', () => {
    const result = takeWithMore(thirteen, 7);
    expect(result.visible).toEqual(thirteen.slice(0, 7));
    expect(result.hiddenCount).toBe(6);
    expect(result.moreLabel).toBe('+6 more');
  });

  it('shows the first 5 of 13 and counts 8 more (case study card)', () => {
    const result = takeWithMore(thirteen, 5);
    expect(result.visible).toEqual(['tech-1', 'tech-2', 'tech-3', 'tech-4', 'tech-5']);
    expect(result.moreLabel).toBe('+8 more');
  });

  it('has no "+N more" when the list fits exactly or is shorter', () => {
    expect(takeWithMore(thirteen.slice(0, 5), 5)).toEqual({
      visible: thirteen.slice(0, 5),
      hiddenCount: 0,
      moreLabel: null,
    });
    expect(takeWithMore(['a', 'b'], 5)).toEqual({
      visible: ['a', 'b'],
      hiddenCount: 0,
      moreLabel: null,
    });
    expect(takeWithMore([], 2)).toEqual({ visible: [], hiddenCount: 0, moreLabel: null });
  });

  it('hides everything with a limit of 0 and never mutates the input', () => {
    const items = ['a', 'b', 'c'];
    expect(takeWithMore(items, 0)).toEqual({ visible: [], hiddenCount: 3, moreLabel: '+3 more' });
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('rejects a negative or fractional limit', () => {
    expect(() => takeWithMore(thirteen, -1)).toThrow(RangeError);
    expect(() => takeWithMore(thirteen, 2.5)).toThrow(RangeError);
  });
});
