import { z } from 'zod';
import { text } from '@/lib/content/parse';

/*
 * What comes next in a case study (docs/case-studies.md#what-comes-next). Four studies closing on
 * one card of three arrows read as a template filled in four times, so a study picks the shape
 * its next phase has:
 * - `card`: the phase's parts as a list (the default);
 * - `roadmap`: steps in order, each with when it lands and what it builds on;
 * - `shift`: each part beside what it replaces today.
 */
export const WHATS_NEXT_LAYOUTS = ['card', 'roadmap', 'shift'] as const;
export type WhatsNextLayout = (typeof WHATS_NEXT_LAYOUTS)[number];

const step = z.object({
  text,
  /** roadmap: when the step lands ("Second quarter"). */
  when: text.optional(),
  /** roadmap: what already built it stands on. */
  buildsOn: text.optional(),
  /** shift: how it is done today, which this step replaces. */
  today: text.optional(),
});

/** The field each layout needs on every item; missing, the build names the item. */
const NEEDS: Partial<Record<WhatsNextLayout, Array<'when' | 'buildsOn' | 'today'>>> = {
  roadmap: ['when', 'buildsOn'],
  shift: ['today'],
};

export const whatsNextSchema = z
  .object({
    layout: z.enum(WHATS_NEXT_LAYOUTS).default('card'),
    title: text,
    desc: text,
    items: z.array(step).min(1).max(4),
  })
  .superRefine((next, ctx) => {
    next.items.forEach((item, index) => {
      for (const field of NEEDS[next.layout] ?? []) {
        if (!item[field as keyof typeof item])
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, field],
            message: `the ${next.layout} layout shows each item's ${field}; add it`,
          });
      }
    });
  });

export type WhatsNext = z.output<typeof whatsNextSchema>;
