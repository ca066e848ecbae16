/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { Icon } from '@/components/ui/icon';
import { BRAND_MARKS, CONCEPT_ICON_NAMES, type BrandMarkName } from '@/lib/content/icons';

const brands = Object.keys(BRAND_MARKS) as BrandMarkName[];

describe('Icon', () => {
  it.each(brands)('names the %s mark for assistive technology', (name) => {
    render(<Icon name={name} />);
    expect(screen.getByRole('img', { name: BRAND_MARKS[name].title })).toBeInTheDocument();
  });

  it('draws every mark as a glyph, never as lettering (docs/technology-marks.md)', () => {
    const { container } = render(
      <>
        {brands.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs).toHaveLength(brands.length);
    for (const svg of svgs) {
      expect(svg.querySelector('path')).toHaveAttribute('d', expect.stringMatching(/^M/));
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    }
    expect(container.querySelector('text')).toBeNull();
  });

  it('keeps concept icons decorative', () => {
    const { container } = render(<Icon name={CONCEPT_ICON_NAMES[0]} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps brand and concept names apart, so a name means one thing', () => {
    const concepts = new Set<string>(CONCEPT_ICON_NAMES);
    expect(brands.filter((name) => concepts.has(name))).toEqual([]);
  });
});
