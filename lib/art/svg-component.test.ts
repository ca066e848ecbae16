import { componentName, jsxAttributeName, svgComponentSource } from '@/lib/art/svg-component';
import { eachCase } from '@/testing/each-case';

describe('drawings as components', () => {
  describe('spells attributes as React does and keeps aria and data attributes', () => {
    eachCase(
      jsxAttributeName,
      [
        ['stroke-width', 'strokeWidth'],
        ['class', 'className'],
        ['viewBox', 'viewBox'],
        ['aria-hidden', 'aria-hidden'],
        ['data-hero-art', 'data-hero-art'],
      ],
      '%s -> %s',
    );
  });

  it('names the component after the file', () => {
    expect(componentName('hero-first-message')).toBe('HeroFirstMessage');
  });

  it('drops the file-only namespace, keeps label text as written and skips layout whitespace', () => {
    const source = svgComponentSource(
      'x',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <text font-size="2"> </text>\n</svg>',
    );
    expect(source).toContain('<svg viewBox="0 0 10 10" {...props}>');
    expect(source).toContain('<text fontSize="2">{" "}</text>');
    expect(source).not.toContain('xmlns');
  });

  it('names the file when it holds no drawing', () => {
    expect(() => svgComponentSource('broken', '<p>no</p>')).toThrow('components/art/broken.svg');
  });
});
