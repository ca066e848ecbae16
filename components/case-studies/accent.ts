import type { BadgeTone } from '@/lib/content/badge-tone';
import type { CoreColours } from '@/components/case-studies/architecture-diagram';
import type { CaseStudyColor } from '@/lib/content/case-studies';

/**
 * How a study's colour runs through its page (docs/case-studies.md#one-colour-per-client). Every
 * class is written out in full per colour, so Tailwind sees each of them.
 */
export interface StudyAccent {
  /** The card's and the next-study link's top bar. */
  bar: string;
  badge: BadgeTone;
  /**
   * Text on the page's white and grey bands (figures, eyebrows, numbers): the 700 step, 5:1 or
   * more on both, and a light tint of the same hue where the dark scheme turns the scale over.
   */
  text: string;
  /** Section eyebrows of the page, set on <main>; eyebrows on dark bands keep their own. */
  eyebrows: string;
  /** A rule beside a standfirst or pull-quote, on a light band. */
  rule: string;
  /** The client's brief, the last paragraph of the client's story, set as a ruled pull-quote. */
  pullQuote: string;
  /** The same rule on a dark band (the client's quote): a light tint of the hue. */
  ruleOnDark: string;
  /** A filled disc or chip with its number or arrow on it, readable in either scheme. */
  disc: string;
  /** The ring of a numbered stop (the product journey). */
  ring: string;
  /** A care timeline's rail between its stops. */
  rail: string;
  /** The timeline's month bars. */
  bars: string;
  /** The lead result's tinted card. */
  tint: string;
  /** The architecture drawing's core outline and icon (SVG attributes take colours, not classes). */
  core: CoreColours;
}

export const accents: Record<CaseStudyColor, StudyAccent> = {
  brand: {
    bar: 'from-brand-700 via-brand-500 to-accent-400',
    badge: 'brand',
    text: 'text-brand-700',
    eyebrows: '[&_.eyebrow:not(.on-dark_*)]:text-brand-700',
    rule: 'border-brand-500',
    pullQuote: '[&>p:last-child]:border-brand-500',
    ruleOnDark: 'bg-brand-300',
    disc: 'keep-palette bg-brand-700 text-white',
    ring: 'ring-brand-500',
    rail: 'bg-brand-300',
    bars: 'keep-palette from-brand-700 to-brand-500',
    tint: 'border-brand-200 bg-brand-50',
    core: { stroke: '#c6d0ff', icon: '#fde2b8', halo: '#7082fb' },
  },
  teal: {
    bar: 'from-teal-700 via-teal-500 to-accent-400',
    badge: 'teal',
    text: 'text-teal-700',
    eyebrows: '[&_.eyebrow:not(.on-dark_*)]:text-teal-700',
    rule: 'border-teal-500',
    pullQuote: '[&>p:last-child]:border-teal-500',
    ruleOnDark: 'bg-teal-300',
    disc: 'bg-teal-700 text-surface',
    ring: 'ring-teal-500',
    rail: 'bg-teal-300',
    bars: 'from-teal-700 to-teal-500',
    // Half strength: in the dark scheme teal-50 turns into a mid teal on which the lead card's
    // basis line fell under 4.5:1; at half over the page it stays a dark tint.
    tint: 'border-teal-200 bg-teal-50/50',
    core: { stroke: '#5eead4', icon: '#99f6e4', halo: '#2dd4bf' },
  },
  emerald: {
    bar: 'from-emerald-700 via-emerald-500 to-accent-400',
    badge: 'green',
    text: 'text-emerald-700',
    eyebrows: '[&_.eyebrow:not(.on-dark_*)]:text-emerald-700',
    rule: 'border-emerald-500',
    pullQuote: '[&>p:last-child]:border-emerald-500',
    ruleOnDark: 'bg-emerald-300',
    disc: 'bg-emerald-700 text-surface',
    ring: 'ring-emerald-500',
    rail: 'bg-emerald-300',
    bars: 'from-emerald-700 to-emerald-500',
    tint: 'border-emerald-200 bg-emerald-50/50',
    core: { stroke: '#6ee7b7', icon: '#a7f3d0', halo: '#34d399' },
  },
  violet: {
    bar: 'from-violet-700 via-violet-500 to-accent-400',
    badge: 'violet',
    text: 'text-violet-700',
    eyebrows: '[&_.eyebrow:not(.on-dark_*)]:text-violet-700',
    rule: 'border-violet-500',
    pullQuote: '[&>p:last-child]:border-violet-500',
    ruleOnDark: 'bg-violet-300',
    disc: 'bg-violet-700 text-surface',
    ring: 'ring-violet-500',
    rail: 'bg-violet-300',
    bars: 'from-violet-700 to-violet-500',
    tint: 'border-violet-200 bg-violet-50',
    core: { stroke: '#c4b5fd', icon: '#ddd6fe', halo: '#a78bfa' },
  },
  amber: {
    bar: 'from-accent-700 via-accent-500 to-accent-300',
    badge: 'accent',
    text: 'text-accent-700',
    eyebrows: '[&_.eyebrow:not(.on-dark_*)]:text-accent-700',
    rule: 'border-accent-500',
    pullQuote: '[&>p:last-child]:border-accent-500',
    ruleOnDark: 'bg-accent-400',
    disc: 'bg-accent-700 text-surface',
    ring: 'ring-accent-500',
    rail: 'bg-accent-300',
    bars: 'from-accent-700 to-accent-500',
    tint: 'border-accent-300 bg-accent-200/40',
    core: { stroke: '#fdcf8a', icon: '#fde2b8', halo: '#fbb454' },
  },
};
