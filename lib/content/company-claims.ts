import { COMPANY_FIGURES, type CompanyFigures, type FigureTopic } from '@/lib/content/figures';

/**
 * Finds company-level claims in sentences a visitor reads and checks them against
 * content/company/figures.json. The rule and its reasons: docs/facts.md#the-rule.
 */

const WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  twenty: '20',
  fifty: '50',
  'a hundred': '100',
};
const WORD_NUMBER = Object.keys(WORDS).join('|');
/** A total: "50+", "more than 150", "over twenty". */
const TOTAL = `(?:(?:more than|over) (?:\\d[\\d,]*|${WORD_NUMBER})|\\d[\\d,]*\\+)`;
const PERCENT = `\\d[\\d.]*%`;
/** A small count, in digits or words ("three continents"). */
const COUNT = `(?:\\d+|${WORD_NUMBER})`;

interface TopicPattern {
  topic: FigureTopic;
  pattern: RegExp;
  /** A claim whose matched text also says this belongs to `topic` instead. */
  redirect?: { when: RegExp; topic: FigureTopic };
}

const TOPICS: TopicPattern[] = [
  {
    topic: 'projects',
    pattern: new RegExp(
      `(${TOTAL}) (?:[a-z-]+ )?(?:projects|product journeys|apps|MVPs)\\b|(\\d[\\d,]*) projects\\b`,
      'gi',
    ),
  },
  { topic: 'solutions', pattern: new RegExp(`(${TOTAL}) (?:[a-z-]+ ){0,3}solutions\\b`, 'gi') },
  {
    topic: 'clients',
    pattern: new RegExp(`(${TOTAL}) (?:[a-z-]+ )?(?:clients|companies|customers)\\b`, 'gi'),
  },
  {
    topic: 'engineers',
    pattern: new RegExp(`(${TOTAL}) (?:expert |senior )?(?:engineers|developers)\\b`, 'gi'),
  },
  { topic: 'teamSize', pattern: new RegExp(`(${TOTAL}) (?:team members|people)\\b`, 'gi') },
  {
    topic: 'satisfaction',
    pattern: new RegExp(`(${PERCENT}) (?:[a-z-]+ ){0,2}satisfaction\\b`, 'gi'),
    redirect: { when: /employee|engineer|staff/i, topic: 'employeeSatisfaction' },
  },
  {
    topic: 'retention',
    pattern: new RegExp(
      `(${PERCENT}) (?:[a-z-]+ ){0,3}retention\\b|retention (?:rate )?(?:is|of) (${PERCENT})|(${PERCENT}) of (?:our )?clients (?:stay|extend|return)|(${PERCENT}) (?:monthly )?renewal rate\\b`,
      'gi',
    ),
    redirect: { when: /engineer|employee|staff/i, topic: 'engineerRetention' },
  },
  { topic: 'years', pattern: /(\d+\+) years\b/gi },
  { topic: 'continents', pattern: new RegExp(`\\b(${COUNT}) continents\\b`, 'gi') },
  { topic: 'countries', pattern: new RegExp(`\\b(${COUNT}) countries\\b`, 'gi') },
];

/**
 * Words that say whose number it is: the engineers' careers, one person, one client's project,
 * a partner network or an outside source. A sentence with one of them is not a company claim.
 */
export const SCOPES: RegExp[] = [
  /\btheir careers\b/i,
  /\bbetween them\b/i,
  /\baverage\b/i,
  /\bat least\b/i,
  /\beach (?:with|of them|lead)\b/i,
  /\bevery (?:engineer|lead|project lead)\b/i,
  /\ban engineer with\b/i,
  /\bhas (?:spent )?(?:more than )?\d/i,
  /\bpartners'/i,
  /\bindustry\b/i,
  /\baccording to\b/i,
  /\bthe client's\b/i,
  /\bits (?:own )?(?:customers|patients|shoppers|users)\b/i,
  /\b(?:for|at) (?:one|a single) client\b/i,
];

export interface Claim {
  topic: FigureTopic;
  stated: string;
  sentence: string;
}

/** "More than twenty" -> "20+", "three" -> "3", "1,000+" -> "1000+": one spelling per number. */
export function normaliseNumber(value: string): string {
  let text = value.toLowerCase().trim().replace(/,/g, '');
  const more = /^(?:more than|over) (.+)$/.exec(text);
  if (more?.[1]) text = `${more[1]}+`;
  for (const [word, digits] of Object.entries(WORDS)) {
    if (text === word || text === `${word}+`) text = text.replace(word, digits);
  }
  return text;
}

/** Splits running text into sentences; a stat tile arrives as one sentence already. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=["“A-Z0-9])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export function isScoped(sentence: string): boolean {
  return SCOPES.some((scope) => scope.test(sentence));
}

/** Every company-level claim in one sentence, scoped or not. */
export function claimsIn(sentence: string): Claim[] {
  const claims: Claim[] = [];
  for (const { topic, pattern, redirect } of TOPICS) {
    for (const match of sentence.matchAll(pattern)) {
      const stated = match.slice(1).find(Boolean) ?? '';
      // The words just before the number say whose figure it is ("engineer retention is 85%").
      const near = sentence.slice(
        Math.max(0, (match.index ?? 0) - 30),
        (match.index ?? 0) + match[0].length,
      );
      const own = redirect && redirect.when.test(near) ? redirect.topic : topic;
      claims.push({ topic: own, stated: normaliseNumber(stated), sentence });
    }
  }
  return claims;
}

/** The values the figures file allows for each topic, normalised. */
export function allowedValues(figures: CompanyFigures = COMPANY_FIGURES) {
  const allowed = new Map<FigureTopic, Set<string>>();
  for (const { topic, value } of Object.values(figures)) {
    allowed.set(topic, (allowed.get(topic) ?? new Set()).add(normaliseNumber(value)));
  }
  return allowed;
}

/**
 * The unscoped claims in `texts` that differ from the figures file: what a visitor would read
 * as the company contradicting itself.
 */
export function contradictions(texts: string[], figures: CompanyFigures = COMPANY_FIGURES) {
  const allowed = allowedValues(figures);
  return texts
    .flatMap(sentencesOf)
    .filter((sentence) => !isScoped(sentence))
    .flatMap(claimsIn)
    .filter((claim) => !allowed.get(claim.topic)?.has(claim.stated));
}
