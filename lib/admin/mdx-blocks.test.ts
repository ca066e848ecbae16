import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { editorComponentSpecs } from '@/lib/admin/cms-config';
import { blockPattern, editorComponent, fromBlock, toBlock } from '@/lib/admin/mdx-blocks';
import { BLOG_DIR } from '@/lib/content/blog';
import { ARTICLE_COMPONENTS } from '@/lib/content/mdx-guard';

const specs = editorComponentSpecs();
const callout = specs.find((spec) => spec.name === 'Callout')!;

/** The body compiled by the site's MDX pipeline, components drawn as <x-Name data-…>. */
function render(body: string) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'lib/admin/testing/render-article.ts'],
    {
      input: body,
      encoding: 'utf8',
    },
  );
  return { html: run.stdout, error: run.stderr, status: run.status };
}

/** Every whole component block in the site's articles, as written. */
const articleBlocks = fs.readdirSync(BLOG_DIR).flatMap((file) =>
  specs.flatMap((spec) => {
    const text = fs.readFileSync(path.join(BLOG_DIR, file), 'utf8');
    const global = new RegExp(blockPattern(spec).source, 'gm');
    return [...text.matchAll(global)].map((match) => ({ file, spec, match }));
  }),
);

describe('article components in the content admin', () => {
  jest.setTimeout(60_000);

  it('offers every component the MDX guard allows, with its attributes and value lists', () => {
    expect(specs.map((spec) => spec.name)).toEqual(Object.keys(ARTICLE_COMPONENTS));
    for (const spec of specs) {
      const rules = ARTICLE_COMPONENTS[spec.name]!;
      expect(spec.attributes.map((a) => a.name)).toEqual(Object.keys(rules));
      for (const attribute of spec.attributes) {
        expect(attribute.required).toBe(Boolean(rules[attribute.name]!.required));
        expect(attribute.options).toEqual(rules[attribute.name]!.values);
      }
    }
    const fields = editorComponent(callout).fields;
    expect(fields.find((f) => f.name === 'type')).toMatchObject({
      widget: 'select',
      options: ['info', 'tip', 'warning'],
    });
  });

  it('reads every Callout our articles contain and writes it back byte for byte', () => {
    expect(articleBlocks.length).toBeGreaterThan(0);
    for (const { spec, match } of articleBlocks)
      expect(toBlock(spec, fromBlock(spec, match))).toBe(match[0]);
  });

  it('writes a block that our MDX pipeline reads as the same component, attributes and body', () => {
    const props = {
      type: 'warning',
      title: 'Ask for the "last bug" story & the fix',
      body: 'A **good** lead names the bug.\n\nAnd the test that guards it.',
    };
    const block = toBlock(callout, props);
    const { html, status, error } = render(`Intro paragraph.\n\n${block}\n\nAfter.\n`);
    expect(error).toBe('');
    expect(status).toBe(0);
    expect(html).toContain(
      '<x-Callout data-type="warning" data-title="Ask for the &quot;last bug&quot; story &amp; the fix">' +
        '<p>A <strong>good</strong> lead names the bug.</p><p>And the test that guards it.</p></x-Callout>',
    );
    // Read back by the editor, the same values come out.
    const match = `x\n\n${block}\n`.match(blockPattern(callout))!;
    expect(fromBlock(callout, match)).toEqual(props);
  });

  it('leaves out an empty optional attribute, and the pipeline refuses a value off the list', () => {
    const spec = {
      ...callout,
      attributes: [...callout.attributes, { name: 'note', label: 'Note', required: false }],
    };
    expect(toBlock(spec, { type: 'tip', title: 'T', note: '', body: 'B' })).toBe(
      '<Callout type="tip" title="T">\n\nB\n\n</Callout>',
    );
    const { status, error } = render(toBlock(callout, { type: 'danger', title: 'T', body: 'B' }));
    expect(status).toBe(1);
    expect(error).toContain('<Callout type="danger"> must be one of info, tip, warning');
  });
});
