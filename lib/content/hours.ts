import path from 'node:path';
import { z } from 'zod';
import { overlapOf, inOurTime, type Overlap } from '@/lib/hours/overlap';
import { CONTENT_DIR, text } from '@/lib/content/parse';
import { loadPage } from '@/lib/content/pages';
import { site } from '@/lib/site';

/**
 * content/company/hours.json: the regions we work with and who answers outside the overlap.
 * The windows themselves are computed from lib/site.ts's hours, never typed (docs/hours.md).
 */
const time = z.string().regex(/^\d{2}:\d{2}$/);
const offset = z.number().int().min(-720).max(840);

export const hoursSchema = z.object({
  eyebrow: text,
  title: text,
  intro: text,
  workday: z.object({ opens: time, closes: time }),
  columns: z.object({ region: text, standard: text, daylight: text, allYear: text }),
  zone: text,
  duration: text.includes('{hours}'),
  noOverlap: text,
  /** Leads the card of a region with no shared hours, where a scheduled call stands in. */
  callLead: text,
  regions: z
    .array(
      z.object({
        name: text,
        city: text,
        standard: offset,
        daylight: offset,
        /** The call that stands in for an overlap; "{daylight}" and "{standard}" are our times. */
        call: z
          .object({ time, text: text.includes('{daylight}').includes('{standard}') })
          .optional(),
        /** How the region's working week meets our Monday to Friday (the Gulf's differs). */
        week: text.optional(),
      }),
    )
    .min(1),
  outside: z.object({
    title: text,
    /** The contact hero's aside names the same routes in, each by who replies and how fast. */
    heroTitle: text,
    items: z.array(z.object({ title: text, text, by: text, reply: text })).min(1),
  }),
});

export type HoursContent = z.output<typeof hoursSchema>;

export interface RegionHours {
  name: string;
  city: string;
  standard: Overlap | null;
  daylight: Overlap | null;
  /** A region that keeps one clock all year (the Gulf, India): one window, not two. */
  allYear: boolean;
  /** The call arranged instead, with our times filled in, for a region we never overlap. */
  call?: string;
  /** How the region's working week meets ours, where it is not Monday to Friday too. */
  week?: string;
}

export const HOURS_FILE = path.join(CONTENT_DIR, 'company', 'hours.json');
/** India keeps UTC+5:30 all year. */
const OUR_DAY = {
  opens: site.hours.opens,
  closes: site.hours.closes,
  utcOffset: site.hours.utcOffset,
};

export function getHours(file = HOURS_FILE): HoursContent & { rows: RegionHours[] } {
  const content = loadPage(file, hoursSchema);
  const rows = content.regions.map((region) => {
    const day = (utcOffset: number) => overlapOf(OUR_DAY, { ...content.workday, utcOffset });
    const call =
      region.call &&
      region.call.text
        .replace('{daylight}', inOurTime(region.call.time, region.daylight, OUR_DAY.utcOffset))
        .replace('{standard}', inOurTime(region.call.time, region.standard, OUR_DAY.utcOffset));
    return {
      name: region.name,
      city: region.city,
      standard: day(region.standard),
      daylight: day(region.daylight),
      allYear: region.standard === region.daylight,
      ...(call ? { call } : {}),
      ...(region.week ? { week: region.week } : {}),
    };
  });
  return { ...content, rows };
}
