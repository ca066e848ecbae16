import { longestWordClass } from './longest-word';

describe('longestWordClass', () => {
  it('leaves titles of short words to the default', () => {
    expect(longestWordClass('Web Apps')).toBeUndefined();
    expect(longestWordClass('Platform')).toBeUndefined();
  });

  it('rounds the longest word up to an even step', () => {
    expect(longestWordClass('Cloud Infrastructure')).toBe('title-word-14');
    expect(longestWordClass('Legacy modernisation')).toBe('title-word-14');
    expect(longestWordClass('Headless storefront')).toBe('title-word-10');
    expect(longestWordClass('Maintenance', 8)).toBe('title-word-12');
  });

  it('measures the stretch between break points, not the hyphenated word', () => {
    expect(longestWordClass('Charging-network operators')).toBe('title-word-10');
    expect(longestWordClass('Session-level records')).toBeUndefined();
    expect(longestWordClass('Cloud infra\u00adstructure', 6)).toBe('title-word-10');
  });

  it('caps at sixteen letters and honours a lower threshold for headings', () => {
    expect(longestWordClass('Internationalisation')).toBe('title-word-16');
    expect(longestWordClass('Measured', 6)).toBe('title-word-8');
    expect(longestWordClass('Apps', 6)).toBeUndefined();
  });
});
