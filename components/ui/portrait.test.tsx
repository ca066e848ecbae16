import { renderToStaticMarkup } from 'react-dom/server';
import { Portrait } from '@/components/ui/portrait';
import { getPeople } from '@/lib/content/people';
import type { PortraitLook } from '@/lib/content/portrait-look';

const draw = (seed: string, look?: PortraitLook) =>
  renderToStaticMarkup(<Portrait seed={seed} look={look} />);
const LOOK: PortraitLook = {
  hair: 'bob',
  hairColor: 'auburn',
  skin: 'light',
  glasses: false,
  beard: false,
};

describe('a designed portrait', () => {
  it('is the same drawing for the same person, build after build', () => {
    expect(draw('Hannah Price', LOOK)).toBe(draw('Hannah Price', LOOK));
    expect(draw('Hannah Price')).toBe(draw('Hannah Price'));
  });

  it('draws what the look says: the hair colour, glasses and a beard only when asked', () => {
    const plain = draw('Hannah Price', LOOK);
    expect(plain).toContain('fill="#8c3f22"'); // auburn
    expect(plain).not.toContain('data-lens'); // no lenses
    const glasses = draw('Hannah Price', { ...LOOK, glasses: true });
    expect(glasses.match(/data-lens/g)).toHaveLength(2);
    expect(draw('Hannah Price', { ...LOOK, beard: true }).length).toBeGreaterThan(plain.length);
    expect(draw('Hannah Price', { ...LOOK, hair: 'bun' })).not.toBe(plain);
  });

  it('draws two people of the same look as two faces, not one recoloured', () => {
    // The figure's shapes alone, without the ground's motif or any colour: the name must
    // change the person, not only the palette.
    const shapes = (seed: string) =>
      draw(seed, LOOK)
        .split('translate(32 38)')[1]!
        .replace(/(fill|stroke)="[^"]*"/g, '');
    const names = ['Dana Whitfield', 'Pimchanok Saetang', 'Hannah Price', 'Marcus Lee'];
    expect(new Set(names.map(shapes)).size).toBe(names.length);
  });

  it('tells the people of content/people.json apart', () => {
    const drawings = getPeople().map((person) => draw(person.name, person.portrait));
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
