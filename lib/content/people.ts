import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, httpsUrl } from '@/lib/content/parse';
import { portraitLookSchema } from '@/lib/content/portrait-look';
import { readContentJson } from '@/lib/content/site-tokens';

export const personSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'expected a kebab-case id'),
  name: z.string().min(1),
  /** Job title shown on the About page. */
  title: z.string().min(1),
  coFounder: z.boolean(),
  leadership: z.boolean(),
  initials: z.string().min(1).max(3),
  bio: z.string().min(1),
  expertise: z.array(z.string().min(1)).min(1),
  /**
   * The person's public profile (LinkedIn, GitHub), where a reader can check who they are. Only
   * for a real person's real profile: without it the name stays plain text
   * (docs/proof.md#checkable-proof).
   */
  profileUrl: httpsUrl.optional(),
  /** How their designed portrait is drawn. */
  portrait: portraitLookSchema.optional(),
});

export type Person = z.output<typeof personSchema>;

const peopleSchema = z.array(personSchema).min(1);

/** Everyone who appears on the site (leadership cards, article authors), from content/people.json. */
export function getPeople(file = path.join(CONTENT_DIR, 'people.json')): Person[] {
  return readContentJson(file, peopleSchema);
}

export function getPerson(id: string): Person {
  const person = getPeople().find((p) => p.id === id);
  if (!person) throw new Error(`Unknown person id "${id}" (content/people.json)`);
  return person;
}

/** Role line on articles: the co-founders show 'Co-Founder', everyone else 'Senior Developer'. */
export function authorRole(person: Person): 'Co-Founder' | 'Senior Developer' {
  return person.coFounder ? 'Co-Founder' : 'Senior Developer';
}

export function getLeadership(): Person[] {
  return getPeople().filter((p) => p.leadership);
}
