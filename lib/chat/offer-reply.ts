/**
 * What free text typed at the consultation offer ("Shall we start?") means
 * (docs/floating-chat.md#the-consultation-offer). A visitor who answers in words rather than
 * with the button must not lose the booking:
 *
 * - a plain yes ("yes", "sure", "ok", "let's start", "go ahead", "yes please") starts it;
 * - a name ("Priya Sharma", "I'm Priya", "sure, Priya here") starts it with that name taken,
 *   so the next question is the e-mail;
 * - a plain no ("no thanks", "not now", "later") closes the offer;
 * - anything else is an ordinary message, routed by keyword, and the offer stays open.
 *
 * Whole words, case-insensitive, punctuation ignored ("Yes!", "ok." and "OK" read the same).
 */
import { routeMessage } from './router';

export type OfferReply = { kind: 'yes'; name?: string } | { kind: 'no' } | { kind: 'other' };

/** Phrases that mean yes on their own; several may follow each other ("ok, go ahead"). */
const YES_PHRASES = [
  'yes',
  'yeah',
  'yea',
  'yep',
  'yup',
  'y',
  'sure',
  'sure thing',
  'ok',
  'okay',
  'k',
  'alright',
  'all right',
  'absolutely',
  'definitely',
  'of course',
  'sounds good',
  'good',
  'great',
  'perfect',
  'fine',
  'why not',
  'go',
  'go ahead',
  'start',
  "let's start",
  "let's go",
  "let's do it",
  "let's do this",
  'do it',
  "i'm ready",
  'ready',
];

/** Words that soften a yes or a no without changing it ("yes please", "no thanks"). */
const SOFTENERS = ['please', 'then', 'thanks', 'thank you', 'and'];

/** Phrases that mean no on their own. */
const NO_PHRASES = [
  'no',
  'nope',
  'nah',
  'not now',
  'not yet',
  'not right now',
  'not today',
  'later',
  'maybe later',
];

/**
 * Ways a visitor introduces their name: "my name is priya" names her whatever the case;
 * "I'm Priya", "this is Priya" and "Priya here" do only when written as a name ("I'm
 * interested" is not a person).
 */
const NAMING_PREFIXES = ['my name is', 'name is', "name's"];
const NAME_PREFIXES = [...NAMING_PREFIXES, 'i am', "i'm", "it's", 'this is'];
const NAME_SUFFIXES = ['here', 'speaking'];

/**
 * Words that make a short message something other than a name: greetings, questions, fillers.
 * "hello" at the offer is not a person called Hello.
 */
const NOT_NAME_WORDS = new Set(
  (
    'hi hello hey hiya what why how who when where which can could would will do does is are ' +
    'the a an you your me we it not maybe hmm help info more tell about wait stop cancel bye ' +
    'test asdf'
  ).split(' '),
);

/** The longest name we take from the offer's answer, in words. */
const MAX_NAME_WORDS = 4;

interface Word {
  /** As the visitor typed it. */
  raw: string;
  /** Lower-cased, without apostrophes and dots: "I'm" -> "im", "Let's" -> "lets". */
  key: string;
}

/** The words of a text; an apostrophe, a dot or a hyphen inside a word keeps it whole. */
function wordsOf(text: string): Word[] {
  const raw = text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? [];
  return raw.map((word) => ({ raw: word, key: word.toLowerCase().replace(/['’.]/g, '') }));
}

const phrases = (list: string[]) => list.map((phrase) => wordsOf(phrase).map((w) => w.key));
const YES = phrases(YES_PHRASES);
const SOFT = phrases(SOFTENERS);
const SOFT_WORDS = new Set(SOFT.flat());
const NO = phrases(NO_PHRASES);
const PREFIXES = phrases(NAME_PREFIXES);
const NAMING = phrases(NAMING_PREFIXES);
const SUFFIXES = phrases(NAME_SUFFIXES);

function matchesAt(keys: string[], phrase: string[], at: number): boolean {
  return phrase.length > 0 && phrase.every((word, offset) => keys[at + offset] === word);
}

/**
 * The leading run of the given phrases and softeners (longest phrase first at each step):
 * how many words it covers, and whether it holds at least one phrase (not softeners only).
 */
function leadingRun(keys: string[], list: string[][]): { length: number; meant: boolean } {
  let at = 0;
  let meant = false;
  for (;;) {
    const longest = (candidates: string[][]) =>
      candidates
        .filter((phrase) => matchesAt(keys, phrase, at))
        .sort((a, b) => b.length - a.length)[0];
    const phrase = longest(list);
    const softener = phrase ? undefined : longest(SOFT);
    if (!phrase && !softener) return { length: at, meant };
    meant ||= Boolean(phrase);
    at += (phrase ?? softener)!.length;
  }
}

/** The longest phrase of the list that the keys start with (or end with), in words. */
function affix(keys: string[], list: string[][], atEnd = false): number {
  const fits = list.filter((phrase) =>
    matchesAt(keys, phrase, atEnd ? keys.length - phrase.length : 0),
  );
  return Math.max(0, ...fits.map((phrase) => phrase.length));
}

/** Capitalised, not shouted: "Priya" and "O'Brien" pass, "priya" and "AWS" do not. */
function writtenAsName(word: string): boolean {
  return /^\p{Lu}/u.test(word) && (word.length === 1 || word !== word.toUpperCase());
}

const keysOf = (words: Word[]) => words.map((w) => w.key);

/** A person's name among these words, as the visitor wrote it, or null if they are not one. */
function nameOf(words: Word[]): string | null {
  const prefix = affix(keysOf(words), PREFIXES);
  const rest = words.slice(prefix);
  const suffix = affix(keysOf(rest), SUFFIXES, true);
  const name = rest.slice(0, rest.length - suffix);
  const keys = keysOf(name);
  if (name.length === 0 || name.length > MAX_NAME_WORDS) return null;
  if (keys.some((key) => NOT_NAME_WORDS.has(key) || SOFT_WORDS.has(key) || /\d/.test(key)))
    return null;
  if (leadingRun(keys, YES).meant || leadingRun(keys, NO).meant) return null;
  // A topic word ("pricing", "AI") is a question about the topic, not a name.
  if (routeMessage(keys.join(' ')) !== 'fallback') return null;
  // Unless named as such, a name is written as one ("Priya Sharma"): lower-case words are more
  // often a remark than a name, and a remark taken for a name holds the visitor at the e-mail
  // question, while a name missed costs one click on the offer's button, which stays.
  const named = affix(keysOf(words), NAMING) > 0;
  if (!named && !name.every((w) => writtenAsName(w.raw))) return null;
  return name.map((w) => w.raw).join(' ');
}

/** What the visitor's free text at the consultation offer means. */
export function readOfferReply(text: string): OfferReply {
  // Questions, addresses and links are never a yes or a name.
  if (/[?@/:]/.test(text)) return { kind: 'other' };
  const words = wordsOf(text);
  const keys = words.map((w) => w.key);
  if (keys.length === 0) return { kind: 'other' };
  const yes = leadingRun(keys, YES);
  if (yes.meant && yes.length === keys.length) return { kind: 'yes' };
  const no = leadingRun(keys, NO);
  if (no.meant && no.length === keys.length) return { kind: 'no' };
  // "Sure, Priya Sharma" is a yes with a name; a name alone answers the question that comes
  // next, which means yes as well.
  const name = nameOf(yes.meant ? words.slice(yes.length) : words);
  return name ? { kind: 'yes', name } : { kind: 'other' };
}
