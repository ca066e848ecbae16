import { renderToStaticMarkup } from 'react-dom/server';
import { HeroArt } from '@/components/sections/hero-art';
import { SolutionArtwork } from '@/components/sections/solution-artwork';
import { HERO_ARTS } from '@/lib/content/hero-art';
import { SOLUTION_ARTWORKS } from '@/lib/content/section-schemas';

// The drawings are files in components/art/ (docs/drawings.md): each name content may give
// draws its own file, inline, with what the page relies on kept on the <svg>.
describe('drawings on the pages', () => {
  it.each(HERO_ARTS)('hero drawing %s is inline, decorative and named', (name) => {
    const svg = renderToStaticMarkup(<HeroArt name={name} />);
    expect(svg).toMatch(/^<svg viewBox="0 0 480 440"[^>]* aria-hidden="true"/);
    expect(svg).toContain(`data-hero-art="${name}"`);
  });

  it.each(SOLUTION_ARTWORKS)('solution scene %s is one image with its text alternative', (name) => {
    const svg = renderToStaticMarkup(<SolutionArtwork name={name} alt="A & B" />);
    expect(svg).toMatch(/^<svg viewBox="0 0 400 200"[^>]* role="img"/);
    expect(svg).toContain('aria-label="A &amp; B"');
    expect(svg).toContain(`url(#glow-${name})`);
  });
});
