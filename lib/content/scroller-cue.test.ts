import { scrollerCountLine, scrollerCue } from '@/lib/content/scroller-cue';

describe('content/scroller-cue.json', () => {
  it('has one count line with one {count} in it, short enough for one line at 390 px', () => {
    expect(scrollerCue.count.match(/\{count\}/g)).toHaveLength(1);
    // A caption under the row: at 200% text it may wrap, but at the default size it must not.
    expect(scrollerCountLine(12).length).toBeLessThanOrEqual(40);
  });

  it('puts the number of cards in the line', () => {
    expect(scrollerCountLine(4, '{count} cards · swipe')).toBe('4 cards · swipe');
    expect(scrollerCountLine(7)).toMatch(/^\D*7\D*$/);
  });
});
