/** @jest-environment jsdom */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { Comparison } from '@/components/sections/comparison';
import { Pipeline } from '@/components/sections/pipeline';
import { pageSectionSchema } from '@/lib/content/section-schemas';
import { readService, SERVICES_DIR } from '@/lib/content/services';

/*
 * The drawn sections as a reader meets them (docs/drawn-sections.md): the drawing is decoration,
 * and a list in a captioned figure says every stage, amount and basis in words.
 */

const BASIS = 'Median from a merged pull request to a signed build, first 12 months, pipeline logs';

const pipeline = pageSectionSchema.parse({
  type: 'pipeline',
  title: 'One road to production',
  caption: 'Every merged change, in order.',
  stages: [
    { icon: 'git-merge', name: 'Merge', does: 'A reviewed change lands.', gate: 'Approved review' },
    { name: 'Build and test', does: 'Tests run and an image is built.' },
    { name: 'Scan and sign', does: 'The build is scanned and signed.' },
    { name: 'Release', does: 'The build goes out.', gate: 'Any merge, or your schedule' },
  ],
  total: { value: '22 min', label: 'Merge to a signed build', basis: BASIS, through: 3 },
});

const comparison = pageSectionSchema.parse({
  type: 'comparison',
  title: 'What a hire costs',
  caption: 'One senior engineer until productive.',
  items: [
    {
      label: 'Hiring directly',
      value: 'About $52K',
      amount: 52,
      basis: 'Acquisition and ramp-up in the worked example of our cost article',
      parts: [
        { value: '$35K', label: 'recruiter fees', amount: 35 },
        { value: '$17K', label: 'ramp-up salary', amount: 17 },
      ],
    },
    {
      label: 'Through us',
      value: 'About $21K',
      amount: 21,
      highlight: true,
      basis: 'The same worked example, with our recruiting paid through the rate',
    },
  ],
});

describe('pipeline section', () => {
  if (pipeline.type !== 'pipeline') throw new Error('parsed as another type');

  it('is a captioned figure holding the stages as an ordered list of headings', () => {
    render(<Pipeline id="cap" {...pipeline} />);
    const figure = screen.getByRole('figure', { name: 'Every merged change, in order.' });
    const stages = within(figure).getAllByRole('listitem');
    expect(stages).toHaveLength(4);
    expect(within(figure).getByRole('list').tagName).toBe('OL');
    expect(within(stages[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Merge');
    expect(stages[3]).toHaveTextContent('Any merge, or your schedule');
  });

  it('says the total with its basis, bracketing the stages it spans', () => {
    const { container } = render(<Pipeline id="cap" {...pipeline} />);
    expect(screen.getByText('22 min')).toBeInTheDocument();
    expect(screen.getByText(BASIS)).toBeInTheDocument();
    const total = container.querySelector<HTMLElement>('[data-pipeline-total]')!;
    expect(total).toHaveAttribute('data-span', '3');
  });

  it('hides the connectors and markers from assistive technology', () => {
    const { container } = render(<Pipeline id="cap" {...pipeline} />);
    for (const span of container.querySelectorAll('li > span'))
      expect(span).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('comparison section', () => {
  if (comparison.type !== 'comparison') throw new Error('parsed as another type');

  it('lists each amount with its label, parts and basis in a captioned figure', () => {
    render(<Comparison id="cap" {...comparison} />);
    const figure = screen.getByRole('figure', { name: 'One senior engineer until productive.' });
    const direct = within(figure).getByRole('heading', { name: 'Hiring directly' }).closest('li')!;
    expect(direct).toHaveTextContent('About $52K');
    expect(direct).toHaveTextContent('$35K recruiter fees');
    expect(direct).toHaveTextContent('Acquisition and ramp-up');
  });

  it('draws the bars on one scale, the longest full width', () => {
    const { container } = render(<Comparison id="cap" {...comparison} />);
    const bars = [...container.querySelectorAll('[data-bar]')];
    // Every bar's scale is the longest amount; the shorter one's rectangles end at its own.
    expect(bars.map((bar) => bar.getAttribute('viewBox'))).toEqual(['0 0 52 1', '0 0 52 1']);
    const ends = bars.map((bar) =>
      [...bar.querySelectorAll('rect')].reduce(
        (sum, rect) => sum + Number(rect.getAttribute('width')),
        0,
      ),
    );
    expect(ends).toEqual([52, 21]);
    for (const bar of bars) expect(bar).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('drawn section content', () => {
  const issue = (value: unknown) => {
    const result = pageSectionSchema.safeParse(value);
    return result.success ? undefined : result.error.issues[0];
  };

  it('names the field when a comparison’s parts do not add up to its amount', () => {
    const items = JSON.parse(JSON.stringify(comparison.type === 'comparison' && comparison.items));
    items[0].parts[1].amount = 16;
    expect(issue({ ...comparison, items })).toMatchObject({
      path: ['items', 0, 'parts'],
      message: "add up to 51, not the item's amount 52",
    });
  });

  it('names the field when a total spans more stages than the pipeline has', () => {
    const total = { value: '1 min', label: 'x', basis: BASIS, through: 9 };
    expect(issue({ ...pipeline, total })).toMatchObject({ path: ['total', 'through'] });
  });
});

describe('a service file with a drawn section', () => {
  it('fails naming the file and the field', () => {
    const data = JSON.parse(
      fs.readFileSync(path.join(SERVICES_DIR, 'resource-augmentation.json'), 'utf8'),
    );
    const index = data.sections.findIndex((s: { type: string }) => s.type === 'comparison');
    data.sections[index].items[0].amount = 60;
    const file = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'drawn-')),
      'resource-augmentation.json',
    );
    fs.writeFileSync(file, JSON.stringify(data));
    expect(() => readService(file)).toThrow(
      new RegExp(
        `resource-augmentation\\.json[\\s\\S]*sections\\.${index}\\.items\\.0\\.parts: add up to 52`,
      ),
    );
  });
});
