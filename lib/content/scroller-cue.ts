import cue from '@/content/scroller-cue.json';

/**
 * The count under a phone's sideways row of cards where the browser draws no scroll markers
 * (content/scroller-cue.json; why: docs/reader-settings.md#where-a-row-of-cards-stands). Plain
 * data, no schema at run time: the row's module is also in the blog island's bundle, which
 * should not carry a validator for one line. lib/content/scroller-cue.test.ts checks the file.
 */
export const scrollerCue: { count: string } = cue;

/** The count line of a row of `count` cards ("4 cards · swipe sideways"). */
export function scrollerCountLine(count: number, template = scrollerCue.count): string {
  return template.replace('{count}', String(count));
}
