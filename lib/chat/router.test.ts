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
  it('matches whole words only, never inside another word', () => {
    expect(matchesKeyword('He said hello', 'ai')).toBe(false);
    expect(matchesKeyword('Is there a fair price?', 'ai')).toBe(false);
    expect(matchesKeyword('I am a contractor', 'contact')).toBe(false);
    expect(matchesKeyword('Do you do AI?', 'ai')).toBe(true);
  });

  it('matches singular and plural forms', () => {
    expect(matchesKeyword('Which services?', 'service')).toBe(true);
    expect(matchesKeyword('Which sector do you know?', 'sectors')).toBe(true);
    expect(matchesKeyword('Which industries?', 'industry')).toBe(true);
  });

  it('matches multi-word keywords in sequence, across spaces and punctuation', () => {
    expect(matchesKeyword('We need Machine Learning help', 'machine learning')).toBe(true);
    expect(matchesKeyword('machine-learning models', 'machine learning')).toBe(true);
    expect(matchesKeyword('learning about a machine', 'machine learning')).toBe(false);
    expect(matchesKeyword('Can I fill form here?', 'fill form')).toBe(true);
    expect(matchesKeyword('fill the form', 'fill form')).toBe(false);
  });

  it('never matches an empty keyword', () => {
    expect(matchesKeyword('anything', ' ')).toBe(false);
  });
});

describe('routeMessage', () => {
  eachCase(
    routeMessage,
    [
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

  it('keeps the six consultation keywords among its own', () => {
    const consultation = INTENT_KEYWORDS.find(([intent]) => intent === 'consultation')?.[1];
    expect(consultation).toEqual(
      expect.arrayContaining([
        'project',
        'consultation',
        'contact',
        'quote',
        'pricing',
        'fill form',
      ]),
    );
  });

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
