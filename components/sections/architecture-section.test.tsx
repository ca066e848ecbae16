import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArchitectureDiagram } from '@/components/case-studies/architecture-diagram';
import { BOX, layoutArchitecture } from '@/components/case-studies/architecture-layout';
import { textWidth } from '@/components/case-studies/architecture-text';
import { ArchitectureSection } from '@/components/sections/architecture-section';
import { getCaseStudy } from '@/lib/content/case-studies';
import type { PageSection } from '@/lib/content/section-schemas';
import { getServices, readService, SERVICES_DIR } from '@/lib/content/services';

type Architecture = Extract<PageSection, { type: 'architecture' }>;

const sections = getServices().flatMap((service) =>
  service.sections
    .filter((section): section is Architecture => section.type === 'architecture')
    .map((section) => [service.slug, section] as const),
);

describe('architecture sections of the service pages', () => {
  it('are on the AI and cloud pages', () => {
    expect(sections.map(([slug]) => slug).sort()).toEqual(['ai-development', 'cloud-engineering']);
  });

  describe.each(sections)('%s', (_, section) => {
    const html = renderToStaticMarkup(<ArchitectureSection section={section} id="arch" />);

    it('draws one wide and one tall diagram, each titled and described', () => {
      expect(html.match(/<svg role="img"/g)).toHaveLength(2);
      expect(html).toContain('data-architecture="wide"');
      expect(html).toContain('data-architecture="tall"');
      expect(html).toContain(`<title id="arch-diagram-wide-title">${section.drawingTitle}`);
    });

    it("captions the tiers in the service's words, and names every part", () => {
      for (const caption of Object.values(section.tiers ?? {}))
        expect(html).toContain(`>${caption.toUpperCase()}</text>`);
      for (const node of section.architecture.nodes)
        expect(html).toContain(`</svg>${node.label}</dt>`);
      expect(html).toMatch(new RegExp(`<details[^>]*>.*${section.partsTitle}`, 's'));
    });

    // The service pages' nodes go through the same fit as the case studies' (architecture-layout.test.ts).
    it.each(['wide', 'tall'] as const)('sets every word inside its box (%s)', (orientation) => {
      const over: string[] = [];
      for (const node of layoutArchitecture(section.architecture, orientation).nodes) {
        for (const line of node.labelLines)
          if (textWidth(line, node.labelSize, 'display') > node.w - BOX.LABEL_X - BOX.LABEL_END)
            over.push(line);
        for (const line of node.rows.flatMap((r) => r.lines))
          if (textWidth(line, BOX.ITEM_SIZE, 'text') > node.w - 2 * BOX.ITEM_TEXT) over.push(line);
      }
      expect(over).toEqual([]);
    });
  });
});

it("captions a case study's columns in its own words, and tier columns in a study's", () => {
  const { architecture } = getCaseStudy('ev-transport-platform');
  const html = renderToStaticMarkup(
    <ArchitectureDiagram id="ev" architecture={architecture} title="EV" />,
  );
  for (const caption of architecture.columns!)
    expect(html).toContain(`>${caption.toUpperCase()}</text>`);
  // Without declared columns (as a service page's drawing), a column per tier.
  const helixa = getCaseStudy('patient-follow-up-app').architecture;
  const tiered = {
    ...helixa,
    columns: undefined,
    nodes: helixa.nodes.map((n) => ({ ...n, column: undefined })),
  };
  const byTier = renderToStaticMarkup(
    <ArchitectureDiagram id="ev" architecture={tiered} title="EV" />,
  );
  for (const caption of ['APPS', 'ENTRY POINT', 'PLATFORM', 'ECOSYSTEM'])
    expect(byTier).toContain(`>${caption}</text>`);
});

/** The part of a parsed JSON section these tests edit. */
interface EditableSection {
  architecture: {
    nodes: { id: string; tier: string; icon?: string }[];
    edges: { to: string }[];
  };
}

describe('an architecture section in a content file', () => {
  const ai = JSON.parse(fs.readFileSync(path.join(SERVICES_DIR, 'ai-development.json'), 'utf8'));
  const index = ai.sections.findIndex((s: { type: string }) => s.type === 'architecture');

  function readWith(edit: (section: EditableSection) => void) {
    const data = structuredClone(ai);
    edit(data.sections[index]);
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-')),
      'ai-development.json',
    );
    fs.writeFileSync(file, JSON.stringify(data));
    return () => readService(file);
  }

  it('fails naming the file and field when a connection names no node', () => {
    const read = readWith((section) => (section.architecture.edges[0]!.to = 'nowhere'));
    expect(read).toThrow(
      new RegExp(
        `ai-development\\.json[\\s\\S]*sections\\.${index}\\.architecture\\.edges\\.0\\.to: no node with id "nowhere"`,
      ),
    );
  });

  it('fails when a tier has more nodes than fit side by side on a phone', () => {
    const read = readWith((section) => {
      const [node] = section.architecture.nodes.filter((n: { tier: string }) => n.tier === 'edge');
      section.architecture.nodes.push({ ...node!, id: 'third' });
    });
    expect(read).toThrow(/architecture\.nodes: 3 nodes in the "edge" tier/);
  });

  it("fails when a part's icon is a case study's only, which the page's hero cannot draw", () => {
    const read = readWith((section) => (section.architecture.nodes[0]!.icon = 'bell-ring'));
    expect(read).toThrow(
      /architecture\.nodes\.0\.icon: "bell-ring" is not one of the site's icons/,
    );
  });
});
