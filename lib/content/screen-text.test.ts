import { z } from 'zod';
import { checkScreenText, screenTextFields, toScreenText } from '@/lib/content/screen-text';
import { getCaseStudies } from '@/lib/content/case-studies';

const schema = z.object(screenTextFields).superRefine(checkScreenText).transform(toScreenText);
const words = (slug: string) => {
  const screen = getCaseStudies().find((s) => s.slug === slug)?.screen;
  return screen && toScreenText(screen);
};
const long = 'A description long enough to stand in for the drawing, twice over: '.repeat(2).trim();

describe('screen text', () => {
  it('prints the short caption and keeps the description for screen readers', () => {
    expect(schema.parse({ title: 'T', caption: 'Short line', description: long })).toEqual({
      title: 'T',
      caption: 'Short line',
      description: long,
    });
  });

  it('reads a file written before the split: the title printed, the long caption described', () => {
    expect(schema.parse({ title: 'T', caption: long })).toEqual({
      title: 'T',
      caption: 'T',
      description: long,
    });
  });

  it('fails a printed line longer than one line', () => {
    const result = schema.safeParse({ title: 'T', caption: 'x'.repeat(101), description: long });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['caption']);
  });

  it('gives the Loomcart and Helixa screens a one-line caption and a full description', () => {
    for (const slug of ['headless-fashion-commerce', 'patient-follow-up-app']) {
      const screen = words(slug);
      expect(screen?.caption.length).toBeLessThanOrEqual(90);
      expect(screen?.caption).toMatch(/illustrative/);
      expect(screen?.description).toMatch(/illustrative/);
    }
  });
});
