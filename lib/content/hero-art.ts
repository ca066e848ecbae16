import { z } from 'zod';

/*
 * The drawings a company page's hero can show, named by the page's content file (`hero.art`),
 * each saying what its page is about. components/sections/hero-art.tsx draws them; a test keeps
 * any one drawing from heading more than MAX_PAGES_PER_HERO_ART pages, so the site never falls
 * back to one picture everywhere. Legal pages name none: they have no hero art.
 */
export const HERO_ARTS = [
  /** Home: the buyer's product over the layers the practices build (apps, AI, SaaS, DevOps). */
  'product-layers',
  /** About: the team growing along its timeline. */
  'team-timeline',
  /** Careers: pairing on a change, review, merge. */
  'pairing-review',
  /** Contact: first message, the reply within a day, the call, the kickoff. */
  'first-message',
  /** Partners: two organisations joined by one delivery pipeline. */
  'partnership',
  /** Case studies: a before/after metrics board. */
  'metrics-board',
  /** Blog: notes and drafts on the desk. */
  'notes',
] as const;

export type HeroArtName = (typeof HERO_ARTS)[number];

export const heroArtSchema = z.enum(HERO_ARTS);

/** More pages than this sharing one hero drawing reads as a template, not a site. */
export const MAX_PAGES_PER_HERO_ART = 2;

/** The drawings that head more than MAX_PAGES_PER_HERO_ART pages, with the pages using them. */
export function overusedHeroArt(uses: ReadonlyArray<{ page: string; art: string }>) {
  const pagesByArt = new Map<string, string[]>();
  for (const { page, art } of uses) pagesByArt.set(art, [...(pagesByArt.get(art) ?? []), page]);
  return [...pagesByArt].filter(([, pages]) => pages.length > MAX_PAGES_PER_HERO_ART);
}
