import {
  LEAD_SOURCE_KEYS,
  LEAD_SOURCE_MAX_LENGTH,
  serializeLeadSource,
} from '@/lib/leads/lead-source';

describe('serializeLeadSource', () => {
  it('writes the known keys as a query string, in the contract order', () => {
    const value = serializeLeadSource({
      utm_campaign: 'spring',
      page: '/contact',
      referrer: 'https://news.example',
      landing: '/blog/flutter-vs-react-native-2025',
      utm_source: 'newsletter',
    });
    expect(value).toBe(
      'page=%2Fcontact&landing=%2Fblog%2Fflutter-vs-react-native-2025' +
        '&referrer=https%3A%2F%2Fnews.example&utm_source=newsletter&utm_campaign=spring',
    );
    expect([...new URLSearchParams(value).keys()]).toEqual(
      LEAD_SOURCE_KEYS.filter((key) => new URLSearchParams(value).has(key)),
    );
  });

  it('leaves out unknown keys, empty or blank values and non-strings', () => {
    expect(
      serializeLeadSource({
        page: '/',
        landing: '  ',
        utm_term: '',
        email: 'a@b.co',
        utm_medium: 3,
      }),
    ).toBe('page=%2F');
    expect(serializeLeadSource({})).toBe('');
  });

  it('keeps the header plain ASCII for any language and cuts values at the bound', () => {
    const long = 'कैंपेन'.repeat(100);
    const value = serializeLeadSource({ page: '/', utm_campaign: long });
    expect(value).toMatch(/^[\x21-\x7e]+$/);
    const campaign = new URLSearchParams(value).get('utm_campaign')!;
    expect(Array.from(campaign)).toHaveLength(LEAD_SOURCE_MAX_LENGTH);
    expect(long.startsWith(campaign)).toBe(true);
  });

  it('never cuts a character in half', () => {
    const emoji = '🚀'.repeat(LEAD_SOURCE_MAX_LENGTH + 5);
    const campaign = new URLSearchParams(serializeLeadSource({ utm_content: emoji })).get(
      'utm_content',
    )!;
    // The bound counts UTF-16 units, as the service does: two per emoji.
    expect(campaign).toBe('🚀'.repeat(LEAD_SOURCE_MAX_LENGTH / 2));
    const odd = serializeLeadSource({ utm_content: `x${emoji}` });
    expect(new URLSearchParams(odd).get('utm_content')).toBe(
      `x${'🚀'.repeat(LEAD_SOURCE_MAX_LENGTH / 2 - 1)}`,
    );
  });
});
