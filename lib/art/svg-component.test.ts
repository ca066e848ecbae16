import { componentName, jsxAttributeName, svgComponentSource } from '@/lib/art/svg-component';

describe('drawings as components', () => {
  it('spells attributes as React does and keeps aria and data attributes', () => {
    expect(jsxAttributeName('stroke-width')).toBe('strokeWidth');
    expect(jsxAttributeName('class')).toBe('className');
    expect(jsxAttributeName('viewBox')).toBe('viewBox');
    expect(jsxAttributeName('aria-hidden')).toBe('aria-hidden');
    expect(jsxAttributeName('data-hero-art')).toBe('data-hero-art');
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
