import { createTooltipDelayGroup } from './tooltip-delay';

describe('tooltip delay group', () => {
  it('opens the first tooltip after 700 ms', () => {
    expect(createTooltipDelayGroup().openDelayAt(10_000)).toBe(700);
  });

  it('skips the delay within 300 ms of another tooltip closing', () => {
    const group = createTooltipDelayGroup();
    group.closedAt(10_000);
    expect(group.openDelayAt(10_300)).toBe(0);
    expect(group.openDelayAt(10_301)).toBe(700);
  });
});
