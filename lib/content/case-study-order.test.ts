import { getCaseStudies } from './case-studies';
import { listOrder, nextStudy, splitFeatured } from './case-study-order';

const study = (slug: string, featured = false) => ({ slug, featured });

describe('the order of the case studies', () => {
  const studies = [study('newest'), study('featured', true), study('middle'), study('oldest')];

  it('lists the featured studies first, then the rest in the order given', () => {
    expect(listOrder(studies).map((s) => s.slug)).toEqual([
      'featured',
      'newest',
      'middle',
      'oldest',
    ]);
    expect(splitFeatured(studies).others.map((s) => s.slug)).toEqual([
      'newest',
      'middle',
      'oldest',
    ]);
  });

  it('sends each study on to the next in that order, the last back to the first', () => {
    expect(nextStudy(studies, 'featured').slug).toBe('newest');
    expect(nextStudy(studies, 'middle').slug).toBe('oldest');
    expect(nextStudy(studies, 'oldest').slug).toBe('featured');
  });

  it('fails on a study that does not exist', () => {
    expect(() => nextStudy(studies, 'missing')).toThrow('Unknown case study "missing"');
  });

  it('visits every published study once before coming back', () => {
    const all = getCaseStudies();
    const seen = new Set<string>();
    let slug = listOrder(all)[0]!.slug;
    for (let step = 0; step < all.length; step++) {
      seen.add(slug);
      slug = nextStudy(all, slug).slug;
    }
    expect(seen.size).toBe(all.length);
    expect(slug).toBe(listOrder(all)[0]!.slug);
  });
});
