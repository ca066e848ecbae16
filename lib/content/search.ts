import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, internalPath, text } from '@/lib/content/parse';
import { readContentJson } from '@/lib/content/site-tokens';

export const searchPageSchema = z.object({
  title: text,
  description: z.string().min(50).max(159),
  hero: z.object({ eyebrow: text, title: text, intro: text }),
  form: z.object({ label: text, placeholder: text, submit: text }),
  /** "{count}" and "{query}" are filled in by the island. */
  status: z.object({
    idle: text,
    loading: text,
    results: z.string().includes('{count}'),
    one: text,
    none: text,
    failed: text,
  }),
  more: text,
  noScript: z.object({ title: text, text }),
  browse: z.array(z.object({ label: text, href: internalPath })).min(1),
});

export type SearchPageCopy = z.output<typeof searchPageSchema>;

/** Copy of /search, content/pages/search.json. */
export function getSearchPage(file = path.join(CONTENT_DIR, 'pages', 'search.json')) {
  return readContentJson(file, searchPageSchema);
}
