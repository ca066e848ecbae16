import { captionRepeats } from './caption-repeats';

describe('captionRepeats', () => {
  it('finds a caption the name already says, plural or not', () => {
    expect(captionRepeats('Retrieval', 'Retrieval and prompts')).toBe(true);
    expect(captionRepeats('Workloads', 'Workload accounts')).toBe(true);
  });

  it('keeps a caption that tells the reader something the name does not', () => {
    expect(captionRepeats('Guardrails', 'AI gateway')).toBe(false);
    expect(captionRepeats('Way in', 'Identity and network hub')).toBe(false);
    expect(captionRepeats('Who makes changes', 'Engineers and pipelines')).toBe(false);
  });
});
