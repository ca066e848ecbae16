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

  it('draws a simple-icons mark as inline SVG and a missing one as a wordmark', () => {
    const drawn = brands.find((name) => 'path' in BRAND_MARKS[name]);
    const lettered = brands.find((name) => !('path' in BRAND_MARKS[name]));
    if (!drawn || !lettered) throw new Error('expected both kinds of mark in the registry');
    const { container } = render(
      <>
        <Icon name={drawn} />
        <Icon name={lettered} />
      </>,
    );
    expect(container.querySelector('svg path')).toHaveAttribute('d', expect.stringMatching(/^M/));
    expect(container).toHaveTextContent(BRAND_MARKS[lettered].title);
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
