import { cn } from './cn';
import { formatDate } from './format-date';
import { slugify } from './slugify';
import { eachCase } from '@/testing/each-case';

describe('slugify', () => {
  eachCase(
    slugify,
    [
      ['Staff Augmentation vs Traditional Hiring', 'staff-augmentation-vs-traditional-hiring'],
      ['Tech Trends 2025: Product Development', 'tech-trends-2025-product-development'],
      ['Modern Web Stacks & Scalable Platforms', 'modern-web-stacks-scalable-platforms'],
      ['  --Hello,   World!--  ', 'hello-world'],
      ['In-House vs. Staff Augmentation', 'in-house-vs-staff-augmentation'],
    ],
    '%s -> %s',
  );
});

describe('formatDate', () => {
  it('formats an ISO day in en-US with a long month', () => {
    expect(formatDate('2024-01-15')).toBe('January 15, 2024');
    expect(formatDate('2024-02-01')).toBe('February 1, 2024');
  });
});

describe('cn', () => {
  it('joins truthy class names', () => {
    expect(cn('a', false, undefined, 'b', null, '')).toBe('a b');
  });
});
