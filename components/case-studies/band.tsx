import type { ReactNode } from 'react';
import { Section, SectionHeading } from '@/components/sections/section';

export type BandTone = 'white' | 'muted';

/** A titled band of the case study; `eyebrow` is the template's, title and intro the editor's. */
export function Band({
  id,
  eyebrow,
  copy,
  tone,
  children,
}: {
  id: string;
  /** Overrides the content's eyebrow, e.g. to add a figure to it. */
  eyebrow?: string;
  copy: { eyebrow: string; title: string; intro: string };
  tone?: BandTone;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-title`}>
      <SectionHeading
        id={`${id}-title`}
        eyebrow={eyebrow ?? copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      {children}
    </Section>
  );
}
