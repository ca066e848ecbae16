import { INTENT_KEYWORDS, matchesKeyword, routeMessage, singular, tokenize } from './router';
import { eachCase } from '@/testing/each-case';

describe('tokenize', () => {
  it('lower-cases and splits on anything that is not a letter or digit', () => {
    expect(tokenize("What's your AI/ML pricing? (2025)")).toEqual([
      'what',
      's',
      'your',
      'ai',
      'ml',
      'pricing',
      '2025',
    ]);
    expect(tokenize('  ')).toEqual([]);
  });
});

describe('singular', () => {
  eachCase(
    singular,
    [
      ['services', 'service'],
      ['industries', 'industry'],
      ['sectors', 'sector'],
      ['offerings', 'offering'],
      ['boxes', 'box'],
      ['process', 'process'],
      ['ai', 'ai'],
      ['service', 'service'],
    ],
    '%s -> %s',
  );
});

describe('matchesKeyword', () => {
  // Each rule with the texts that show it: [text, keyword, whether the keyword is found].
  const rules: Record<string, [string, string, boolean][]> = {
    'whole words only, never inside another word': [
      ['He said hello', 'ai', false],
      ['Is there a fair price?', 'ai', false],
      ['I am a contractor', 'contact', false],
      ['Do you do AI?', 'ai', true],
    ],
    'singular and plural forms': [
      ['Which services?', 'service', true],
      ['Which sector do you know?', 'sectors', true],
      ['Which industries?', 'industry', true],
    ],
    'several words in sequence, across spaces and punctuation': [
      ['We need Machine Learning help', 'machine learning', true],
      ['machine-learning models', 'machine learning', true],
      ['learning about a machine', 'machine learning', false],
      ['Can I fill form here?', 'fill form', true],
      ['fill the form', 'fill form', false],
    ],
    'never an empty keyword': [['anything', ' ', false]],
  };

  describe.each(Object.entries(rules))('%s', (_, cases) => {
    it.each(cases)('%j holds %j: %s', (text, keyword, expected) => {
      expect(matchesKeyword(text, keyword)).toBe(expected);
    });
  });
});

describe('routeMessage', () => {
  eachCase(
    routeMessage,
    [
      // The six consultation keywords, one message each, then the words of a pricing question.
      ['I have a project in mind', 'consultation'],
      ['Can I book a consultation?', 'consultation'],
      ['How do I contact you?', 'consultation'],
      ['Could I get a quote', 'consultation'],
      ['What is your pricing?', 'consultation'],
      ['Where can I fill form', 'consultation'],
      ['How much does an MVP cost?', 'consultation'],
      ['What do your prices look like', 'consultation'],
      ['Our budget is tight', 'consultation'],
      ['How much for an app?', 'consultation'],
      ['Costs of AI?', 'consultation'],
      ['What service do you provide?', 'services'],
      ['Tell me about your services', 'services'],
      ['What are your offerings?', 'services'],
      ['Do you work with AI?', 'ai'],
      ['We want machine learning', 'ai'],
      ['Which industry do you know?', 'industries'],
      ['Which sectors do you serve?', 'industries'],
      ['Which industries?', 'industries'],
      ['Hello there', 'fallback'],
      ['He said it was fine', 'fallback'],
      ['', 'fallback'],
    ],
    '%j -> %s',
  );

  it('applies the priority order: consultation, ai, industries, services', () => {
    expect(INTENT_KEYWORDS.map(([intent]) => intent)).toEqual([
      'consultation',
      'ai',
      'industries',
      'services',
    ]);
    expect(routeMessage('A quote for an AI project')).toBe('consultation');
    expect(routeMessage('What AI services do you offer?')).toBe('ai');
    expect(routeMessage('Machine learning for which industries?')).toBe('ai');
    expect(routeMessage('Which industries do your services cover?')).toBe('industries');
  });
});
