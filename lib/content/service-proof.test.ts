import { getCaseStudy } from './case-studies';
import { ContentError } from './parse';
import { serviceProof } from './service-proof';
import { getServices, type Service } from './services';

describe('proof on a service page (docs/proof.md#proof-on-every-service-page)', () => {
  it('shows three figures, each the study’s own or the client’s, with its basis, and names the client once', () => {
    for (const service of getServices()) {
      const { study, results, source } = serviceProof(service);
      expect(source).toContain(study.quote.company);
      expect(results).toHaveLength(3);
      results.forEach((result, index) => {
        const named = service.proof.results?.[index];
        const own =
          typeof named === 'object' ? named : study.results.find((r) => r.label === result.label);
        expect(own?.value).toBe(result.value);
        expect(result.basis).toBe(own!.basis);
      });
    }
  });

  it('signs every quote with someone at the study’s client, and no two services share one', () => {
    const quotes = getServices().map((service) => {
      const { study, quote } = serviceProof(service);
      expect(quote.company).toBe(study.quote.company);
      return quote.quote;
    });
    // Only a study's own quote may prove more than one service.
    const studyQuotes = new Set(
      getServices().map((s) => getCaseStudy(s.proof.caseStudy).quote.quote),
    );
    const own = quotes.filter((quote) => !studyQuotes.has(quote));
    expect(new Set(own).size).toBe(own.length);
  });

  it('falls back to the study’s first three results and its own quote', () => {
    const service = getServices()[0]!;
    const bare: Service = {
      ...service,
      proof: { caseStudy: service.proof.caseStudy, title: 'T', intro: 'I' },
    };
    const study = getCaseStudy(service.proof.caseStudy);
    const { results, quote } = serviceProof(bare);
    expect(results.map((r) => r.label)).toEqual(study.results.slice(0, 3).map((r) => r.label));
    expect(quote).toEqual(study.quote);
  });

  it('fails the build naming the file and field when a result is not in the study', () => {
    const service = getServices()[0]!;
    const study = getCaseStudy(service.proof.caseStudy);
    const broken: Service = {
      ...service,
      proof: { ...service.proof, results: [study.results[0]!.label, 'Happier unicorns', 'x'] },
    };
    expect(() => serviceProof(broken)).toThrow(ContentError);
    expect(() => serviceProof(broken)).toThrow(
      `content/services/${service.slug}.json: proof.results.1: "Happier unicorns" is not a result of ${study.slug}`,
    );
  });
});
