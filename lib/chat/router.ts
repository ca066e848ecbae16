/**
 * Keyword routing of the visitor's free text.
 *
 * Matching rules:
 * - Whole words only, case-insensitive; punctuation and spaces separate words. Words inside
 *   other words never match: 'said' does not trigger 'ai', 'contractor' does not trigger
 *   'contact'.
 * - A keyword matches its singular and plural forms, so 'services' triggers 'service',
 *   'industries' triggers 'industry' and 'sector' triggers 'sectors'.
 * - A keyword of several words matches those words in sequence with any spaces or
 *   punctuation between them: 'machine learning', 'machine-learning', 'fill form'.
 *
 * Priority when several intents match: consultation, then ai, then industries, then
 * services. A visitor who mentions a project, a quote or pricing is ready to talk, so the
 * consultation offer wins; among the topics, specific answers (AI, industries) win
 * over the general list of service areas, so "What AI services do you offer?" gets the AI
 * answer rather than the overview.
 */
export type Intent = 'consultation' | 'services' | 'ai' | 'industries' | 'fallback';

export const INTENT_KEYWORDS: ReadonlyArray<
  readonly [Exclude<Intent, 'fallback'>, readonly string[]]
> = [
  [
    'consultation',
    // The six consultation keywords, then the words of an obvious pricing question
    // ("how much does an MVP cost?"), which deserves a consultation rather than the fallback.
    [
      'project',
      'consultation',
      'contact',
      'quote',
      'pricing',
      'fill form',
      'cost',
      'price',
      'budget',
      'how much',
    ],
  ],
  ['ai', ['ai', 'machine learning']],
  ['industries', ['industry', 'sectors']],
  ['services', ['service', 'offerings']],
];

/** Lower-cased words of the text: runs of letters and digits in any script. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word's singular form for comparison: industries -> industry, services -> service. */
export function singular(word: string): string {
  if (word.length > 3 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Whether the keyword (one or more words) occurs in the text as whole words. */
export function matchesKeyword(text: string, keyword: string): boolean {
  const words = tokenize(text).map(singular);
  const wanted = tokenize(keyword).map(singular);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** The intent of a free-text message, by the priority order above; 'fallback' if none match. */
export function routeMessage(text: string): Intent {
  for (const [intent, keywords] of INTENT_KEYWORDS) {
    if (keywords.some((keyword) => matchesKeyword(text, keyword))) return intent;
  }
  return 'fallback';
}
