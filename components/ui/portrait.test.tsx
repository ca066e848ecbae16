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
    expect(plain).not.toContain('r="3.1"'); // no lenses
    const glasses = draw('Hannah Price', { ...LOOK, glasses: true });
    expect(glasses.match(/r="3.1"/g)).toHaveLength(2);
    expect(draw('Hannah Price', { ...LOOK, beard: true }).length).toBeGreaterThan(plain.length);
    expect(draw('Hannah Price', { ...LOOK, hair: 'bun' })).not.toBe(plain);
  });

  it('tells the people of content/people.json apart', () => {
    const drawings = getPeople().map((person) => draw(person.name, person.portrait));
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
