import { z } from 'zod';
import { text } from '@/lib/content/parse';

/**
 * The chooser on /services: every service page, grouped by the situation it is for, with one
 * line that tells it apart from its neighbours (docs/navigation.md#the-services-hub). Its words
 * are the `guide` of content/pages/services.json, so the hub's copy stays in one file.
 */
export const serviceGuideSchema = z.object({
  eyebrow: text,
  title: text,
  intro: text,
  groups: z
    .array(
      z.object({
        title: text,
        /** One sentence on when a reader should pick a page of this group. */
        when: text,
        services: z
          .array(
            z.object({
              service: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a service slug'),
              /** What this page is for, in words that set it apart from the others in its group. */
              line: text,
            }),
          )
          .min(1),
      }),
    )
    .min(2),
});

export type ServiceGuide = z.output<typeof serviceGuideSchema>;
export interface ServiceGuideEntry {
  name: string;
  href: string;
  line: string;
}
export interface ServiceGuideView extends Omit<ServiceGuide, 'groups'> {
  groups: Array<
    Omit<ServiceGuide['groups'][number], 'services'> & { services: ServiceGuideEntry[] }
  >;
}

/**
 * The one order of services on the site: the guide's, read top to bottom (docs/content.md#one-order-of-services).
 * Returns each slug's rank; a slug the guide does not list sorts last.
 */
export function serviceOrder(guide: ServiceGuide): (slug: string) => number {
  const slugs = guide.groups.flatMap((group) => group.services.map((entry) => entry.service));
  return (slug) => {
    const index = slugs.indexOf(slug);
    return index < 0 ? slugs.length : index;
  };
}

/** What the guide needs of a service page: its slug, name and path. */
interface GuidedService {
  slug: string;
  name: string;
  path: string;
}

/**
 * Names each entry by its service file, and lists what is wrong as "field: problem". Every
 * service page must appear exactly once: a page left out would be unreachable from the hub, a
 * page listed twice would blur the grouping the guide exists for.
 */
export function resolveServiceGuide(
  guide: ServiceGuide,
  pages: GuidedService[],
): { guide: ServiceGuideView; problems: string[] } {
  const services = new Map(pages.map((s) => [s.slug, s]));
  const seen = new Map<string, string>();
  const problems: string[] = [];
  guide.groups.forEach((group, g) =>
    group.services.forEach(({ service }, i) => {
      const field = `guide.groups.${g}.services.${i}.service`;
      if (!services.has(service))
        problems.push(`${field}: no service file content/services/${service}.json`);
      else if (seen.has(service))
        problems.push(`${field}: "${service}" is already listed at ${seen.get(service)}`);
      else seen.set(service, field);
    }),
  );
  for (const slug of services.keys())
    if (!seen.has(slug)) problems.push(`guide.groups: the service "${slug}" is in no group`);
  const resolved = {
    ...guide,
    groups: guide.groups.map((group) => ({
      ...group,
      services: group.services.flatMap(({ service, line }) => {
        const page = services.get(service);
        return page ? [{ name: page.name, href: page.path, line }] : [];
      }),
    })),
  };
  return { guide: resolved, problems };
}
