import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, internalPath, readJsonFile } from '@/lib/content/parse';

export const ctaActionSchema = z.object({ label: z.string().min(1), href: internalPath });

export const statSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  description: z.string().optional(),
});

export const ctaSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  primary: ctaActionSchema,
  secondary: ctaActionSchema.optional(),
});

export const homePageSchema = z.object({
  hero: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    primary: ctaActionSchema,
    secondary: ctaActionSchema.optional(),
  }),
  stats: z.array(statSchema).min(3),
  cta: ctaSchema,
});

export type HomePage = z.output<typeof homePageSchema>;

/** Loads content/pages/home.json, validated. */
export function getHomePage(file = path.join(CONTENT_DIR, 'pages', 'home.json')): HomePage {
  return readJsonFile(file, homePageSchema);
}
