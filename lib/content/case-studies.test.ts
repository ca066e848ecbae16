import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {
  caseStudyCard,
  getCaseStudies,
  getCaseStudiesPage,
  getCaseStudy,
  phaseSpan,
  splitApproach,
} from './case-studies';
import { getServices } from './services';

const SOURCE = path.join(process.cwd(), 'content/case-studies/ev-transport-platform.mdx');

/** Copies the committed case study into a temp folder after `edit` changes its frontmatter. */
function writeVariant(
  edit: (data: Record<string, unknown>) => void,
  name = 'ev-transport-platform.mdx',
  body?: string,
): string {
  const parsed = matter(fs.readFileSync(SOURCE, 'utf8'), {});
  const data = structuredClone(parsed.data) as Record<string, unknown>;
  edit(data);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-studies-'));
  fs.writeFileSync(path.join(dir, name), matter.stringify(body ?? parsed.content, data));
  return dir;
}

describe('case study content', () => {
  const study = getCaseStudy('ev-transport-platform');

  it('holds the published figures of the EV transport platform', () => {
    expect(study.tag).toBe('EV Transport Platform');
    expect(study.duration).toBe('8 months');
    expect(study.technologies).toHaveLength(13);
    expect(study.partners).toHaveLength(10);
    expect(study.timeline.map((p) => [p.phase, p.time])).toEqual([
      ['Discovery & Planning', 'Month 1'],
      ['Architecture & Design', 'Month 2'],
      ['MVP Development', 'Months 3-5'],
      ['AI & Automation', 'Months 6-7'],
      ['Testing & Launch', 'Month 8'],
    ]);
    expect(study.results.map((r) => `${r.value} ${r.label.toLowerCase()}`)).toEqual([
      '40% reduction in manual route planning',
      '35% fewer charging-related delays',
      // Labels say what each figure counts (docs/facts.md#a-label-says-what-its-basis-counts).
      '100% planned stops with automated charging predictions',
      '25% better fleet utilisation',
      '50% lower operational costs per van',
      '99.9% uptime',
      '95% customer satisfaction',
    ]);
    // Its scale band went: the hero and the optimiser's feature list already state 2,000+, 500+
    // and 25+ (docs/case-studies.md#on-a-phone).
    expect(study.scale).toBeUndefined();
    expect(study.solutions.map((s) => s.title)).toEqual([
      'AI & Automation',
      'User Experience',
      'Ecosystem Integration',
    ]);
    expect(study.outcomes.metrics).toHaveLength(4);
    expect(study.journey).toHaveLength(7);
    expect(study.path).toBe('/case-studies/ev-transport-platform');
  });

  it('draws every partner logo from a file that exists', () => {
    for (const partner of study.partners ?? []) {
      expect(fs.existsSync(path.join(process.cwd(), 'public', partner.logo))).toBe(true);
    }
    // Every study has a cover drawing (scripts/design), so no hero stands half empty.
    for (const { cover } of getCaseStudies()) {
      expect(cover && fs.existsSync(path.join(process.cwd(), 'public', cover.src))).toBe(true);
    }
  });

  it('lists every file in the folder as a case study', () => {
    const dir = writeVariant((d) => d, 'ev-transport-platform.mdx');
    const second = matter(fs.readFileSync(SOURCE, 'utf8'), {});
    const data = { ...second.data, id: 'second-study', slug: 'second-study', date: '2025-01-01' };
    fs.writeFileSync(path.join(dir, 'second-study.mdx'), matter.stringify(second.content, data));
    expect(getCaseStudies(dir).map((s) => s.slug)).toEqual([
      'second-study',
      'ev-transport-platform',
    ]);
  });

  it('is a collection: at least four studies, one featured, every quote signed', () => {
    const studies = getCaseStudies();
    expect(studies.length).toBeGreaterThanOrEqual(4);
    expect(studies.filter((s) => s.featured).map((s) => s.slug)).toContain('ev-transport-platform');
    for (const { quote, file } of studies) {
      expect([file, quote.name, quote.role, quote.company].every(Boolean)).toBe(true);
    }
    // One quote per study, never the same words twice.
    expect(new Set(studies.map((s) => s.quote.quote)).size).toBe(studies.length);
  });

  it('agrees with every project card that links to a study (name, results, stack)', () => {
    const studies = new Map(getCaseStudies().map((s) => [s.path, s]));
    const cards = getServices()
      .flatMap((service) => service.sections)
      .flatMap((section) => (section.type === 'projects' ? section.items : []));
    const linked = cards.filter((card) => card.href?.startsWith('/case-studies/'));
    expect(linked.length).toBeGreaterThanOrEqual(4);
    for (const card of linked) {
      const study = studies.get(card.href!);
      expect(study).toBeDefined();
      expect(card.name).toBe(study!.codename);
      // Each figure on the card is one the study reports.
      const values = [...study!.outcomes.metrics, ...study!.results].map((m) => m.value);
      expect(values).toEqual(expect.arrayContaining(card.results.map((r) => r.value)));
      expect(study!.technologies).toEqual(expect.arrayContaining(card.technologies));
    }
  });

  it('loads the list page content', () => {
    const page = getCaseStudiesPage();
    expect(page.stats.length).toBeGreaterThanOrEqual(3);
    expect(page.cta.primary).toEqual({ label: 'Start Your Project', href: '/contact' });
  });
});

describe('case study schema', () => {
  it('rejects a malformed file, naming the file and the field', () => {
    const dir = writeVariant((d) => {
      (d.outcomes as { metrics: unknown[] }).metrics = [{ value: '40%' }];
    });
    expect(() => getCaseStudies(dir)).toThrow(
      /ev-transport-platform\.mdx[\s\S]*outcomes\.metrics\.0\.label/,
    );
  });

  it('rejects a missing required field and a wrong type', () => {
    const dir = writeVariant((d) => {
      delete d.client;
      d.featured = 'yes';
    });
    expect(() => getCaseStudies(dir)).toThrow(/client[\s\S]*featured|featured[\s\S]*client/);
  });

  it('rejects an architecture edge that points at an unknown node', () => {
    const dir = writeVariant((d) => {
      (d.architecture as { edges: Array<{ to: string }> }).edges[0]!.to = 'nowhere';
    });
    expect(() => getCaseStudies(dir)).toThrow(/architecture\.edges\.0\.to: no node with id/);
  });

  it('rejects a drawing its layout cannot route, naming the field', () => {
    type Drawn = { columns?: string[]; nodes: Array<{ column?: number }> };
    const skipping = writeVariant((d) => {
      // The first study's first part moved two columns from the gateway it connects to.
      (d.architecture as Drawn).nodes[0]!.column = 3;
    });
    expect(() => getCaseStudies(skipping)).toThrow(/architecture\.edges\.\d+: joins columns 3 and/);
    const unplaced = writeVariant((d) => {
      delete (d.architecture as Drawn).nodes[1]!.column;
    });
    expect(() => getCaseStudies(unplaced)).toThrow(/architecture\.nodes\.1\.column/);
  });

  it('rejects a phase time it cannot place on the month scale', () => {
    const dir = writeVariant((d) => {
      (d.timeline as Array<{ time: string }>)[2]!.time = 'Q2';
    });
    expect(() => getCaseStudies(dir)).toThrow(/timeline\.2\.time/);
  });

  it('rejects a quote without a name, role or company', () => {
    const dir = writeVariant((d) => {
      delete (d.quote as Record<string, unknown>).name;
    });
    expect(() => getCaseStudies(dir)).toThrow(/quote\.name/);
  });

  it('rejects an optional section without its headings, and headings without the section', () => {
    const noHeadings = writeVariant((d) => {
      delete (d.sections as Record<string, unknown>).partners;
    });
    expect(() => getCaseStudies(noHeadings)).toThrow(/sections\.partners/);
    const noPartners = writeVariant((d) => {
      delete d.partners;
    });
    expect(() => getCaseStudies(noPartners)).toThrow(/partners[\s\S]*has headings/);
  });

  it('accepts a study without partners, journey or scale', () => {
    const dir = writeVariant((d) => {
      const sections = d.sections as Record<string, unknown>;
      delete d.sectionOrder;
      for (const key of ['partners', 'journey', 'scale']) {
        delete d[key];
        delete sections[key];
      }
    });
    expect(getCaseStudies(dir)[0]?.partners).toBeUndefined();
  });

  it('shows the bands in the order a study gives, and only those', () => {
    const study = getCaseStudy('ev-transport-platform');
    // The EV study shows the seed's bands only, in the seed's order (docs/case-studies.md#the-ev-study).
    expect(study.bands).toEqual([
      'timeline',
      'impact',
      'solutions',
      'partners',
      'architecture',
      'journey',
    ]);
    expect(study.impactInResults).toBe(false);
    const dir = writeVariant((d) => {
      d.sectionOrder = ['journey', 'partners', 'architecture'];
    });
    const reordered = getCaseStudies(dir)[0]!;
    expect(reordered.bands).toEqual(['journey', 'partners', 'architecture']);
    // Before/after rows without a band of their own join the results.
    expect(reordered.impactInResults).toBe(true);
  });

  it('without an order, shows every band it has and merges the before and after into the results', () => {
    const dir = writeVariant((d) => {
      delete d.sectionOrder;
    });
    const merged = getCaseStudies(dir)[0]!;
    expect(merged.bands).not.toContain('impact');
    expect(merged.bands).toContain('journey');
    expect(merged.impactInResults).toBe(true);
  });

  it('rejects an order that lists a band twice or one the study has no content for', () => {
    const twice = writeVariant((d) => {
      d.sectionOrder = ['timeline', 'impact', 'timeline'];
    });
    expect(() => getCaseStudies(twice)).toThrow(/sectionOrder\.2: "timeline" is listed twice/);
    const empty = writeVariant((d) => {
      delete d.scale;
      d.sectionOrder = ['challenges', 'scale'];
    });
    expect(() => getCaseStudies(empty)).toThrow(/sectionOrder/);
    const noApproach = writeVariant((d) => {
      d.sectionOrder = ['timeline', 'approach'];
    });
    expect(() => getCaseStudies(noApproach)).toThrow(/sectionOrder: lists "approach"/);
  });

  it('without a client section, refuses a story or highlights it would not show', () => {
    const story = writeVariant((d) => d, 'ev-transport-platform.mdx', 'Voltgrid asked us.');
    expect(() => getCaseStudies(story)).toThrow(/body: the story shows only in the client section/);
    const highlights = writeVariant((d) => {
      (d.clientBackground as Record<string, unknown>).highlights = ['Three depots'];
    });
    expect(() => getCaseStudies(highlights)).toThrow(/clientBackground\.highlights/);
  });

  it('rejects a before/after row that links to a result the study does not have', () => {
    const dir = writeVariant((d) => {
      (d.impact as Array<Record<string, unknown>>)[0]!.result = '41%';
    });
    expect(() => getCaseStudies(dir)).toThrow(/impact\.0\.result: no result has the value "41%"/);
  });

  it('rejects a slug that differs from the file name', () => {
    const dir = writeVariant((d) => {
      d.slug = 'another-slug';
    });
    expect(() => getCaseStudies(dir)).toThrow(/ev-transport-platform\.mdx[\s\S]*slug/);
  });

  it('rejects a JS expression in the MDX body', () => {
    const dir = writeVariant((d) => d, 'ev-transport-platform.mdx', 'Costs fell by {40 + 10}%.');
    expect(() => getCaseStudies(dir)).toThrow(/body: JS expressions/);
  });

  it('rejects a page title that would exceed 60 characters with the brand', () => {
    const dir = writeVariant((d) => {
      d.metaTitle = 'An exceedingly long case study title that no search result shows';
    });
    expect(() => getCaseStudies(dir)).toThrow(/metaTitle[\s\S]*under 60/);
  });
});

describe('caseStudyCard', () => {
  it('keeps the first 2 metrics and 5 technologies, counting the rest', () => {
    const card = caseStudyCard(getCaseStudy('ev-transport-platform'));
    expect(card.metrics.map((m) => m.value)).toEqual(['40%', '35%']);
    // Each with its basis, as the list's intro promises.
    expect(card.metrics.every((m) => m.basis.length >= 40)).toBe(true);
    expect(card.technologies.visible).toEqual([
      'React Native',
      'Next.js',
      'Node.js',
      'Python',
      'TensorFlow',
    ]);
    expect(card.technologies.moreLabel).toBe('+8 more');
  });

  it('shows no count when a study has 5 technologies or fewer', () => {
    const card = caseStudyCard({
      outcomes: {
        metrics: [
          { value: '1', label: 'a', basis: 'x' },
          { value: '2', label: 'b', basis: 'y' },
          { value: '3', label: 'c', basis: 'z' },
        ],
        summary: 's',
      },
      technologies: ['A', 'B', 'C'],
    });
    expect(card.metrics).toHaveLength(2);
    expect(card.technologies).toEqual({
      visible: ['A', 'B', 'C'],
      hiddenCount: 0,
      moreLabel: null,
    });
  });
});

describe('phaseSpan', () => {
  it('places single and ranged months', () => {
    expect(phaseSpan('Month 1')).toEqual({ start: 1, end: 1 });
    expect(phaseSpan('Months 3-5')).toEqual({ start: 3, end: 5 });
  });

  it('rejects what it cannot read', () => {
    expect(() => phaseSpan('Q3')).toThrow(/Q3/);
    expect(() => phaseSpan('Months 5-3')).toThrow(/ends before/);
  });
});

describe('splitApproach', () => {
  it('sets a bold-led list apart as numbered decisions, with the prose around it', () => {
    const { body, approach } = splitApproach(
      'Client story.\n\n## Three decisions\n\nWe watched.\n\n- **First.** Why one.\n- **Second.** Why two.\n\nThe team.',
    );
    expect(body).toBe('Client story.');
    expect(approach).toMatchObject({
      title: 'Three decisions',
      before: 'We watched.',
      decisions: [
        { title: 'First', text: 'Why one.' },
        { title: 'Second', text: 'Why two.' },
      ],
      after: 'The team.',
    });
  });

  it('keeps an approach written as prose whole, with no decisions', () => {
    const { approach } = splitApproach('Story.\n\n## How\n\nOne.\n\n- a plain item\n\nTwo.');
    expect(approach).toMatchObject({ decisions: [], after: '' });
    expect(approach!.before).toBe('One.\n\n- a plain item\n\nTwo.');
  });

  it('finds decisions in the studies that list them', () => {
    for (const slug of ['agency-accounting-saas']) {
      expect(getCaseStudy(slug).approach!.decisions.length).toBeGreaterThan(1);
    }
  });
});
