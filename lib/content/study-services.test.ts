import { getCaseStudies } from '@/lib/content/case-studies';
import { getServices } from '@/lib/content/services';
import { getStudyServices } from '@/lib/content/study-services';

describe('study services', () => {
  it('names every service of every study as its page does, with a link to that page', () => {
    const names = new Map(getServices().map((s) => [s.path, s.name]));
    for (const study of getCaseStudies()) {
      const services = getStudyServices(study);
      expect(services).toHaveLength(study.services.length);
      for (const service of services) expect(names.get(service.path)).toBe(service.name);
    }
  });

  it('fails naming the study and the entry when a service has no page', () => {
    const study = {
      file: 'content/case-studies/x.mdx',
      services: ['web-development', 'teleporting'],
    };
    expect(() => getStudyServices(study)).toThrow(
      /content\/case-studies\/x\.mdx: services\.1: "teleporting" is not a file in content\/services/,
    );
  });
});
