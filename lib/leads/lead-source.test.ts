import {
  LEAD_SOURCE_KEYS,
  LEAD_SOURCE_MAX_LENGTH,
  parseLeadSource,
  serializeLeadSource,
} from './lead-source';

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('parseLeadSource', () => {
  it('reads every key of the header value', () => {
    const fields = {
      page: '/contact',
      landing: '/blog/scalable-ecommerce-platforms',
      referrer: 'https://www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring launch',
      utm_term: 'saas',
      utm_content: 'hero link',
    };
    expect(Object.keys(fields)).toEqual([...LEAD_SOURCE_KEYS]);
    expect(parseLeadSource(query(fields))).toEqual(fields);
  });

  it('reads a native post’s fields (prefix already removed) the same way', () => {
    expect(
      parseLeadSource([
        ['page', '/contact'],
        ['utm_source', 'x'],
      ]),
    ).toEqual({ page: '/contact', utm_source: 'x' });
  });

  it('has nothing to say about no source at all', () => {
    expect(parseLeadSource(undefined)).toEqual({});
    expect(parseLeadSource(null)).toEqual({});
    expect(parseLeadSource('')).toEqual({});
  });

  it('keeps paths only: no query, no fragment, no other site', () => {
    expect(parseLeadSource('page=%2Fcontact%3Femail%3Da%40b.co%23x')).toEqual({ page: '/contact' });
    for (const page of ['https://evil.example/x', '//evil.example', '/\\evil', 'contact', '/a b'])
      expect(parseLeadSource(query({ page }))).toEqual({});
  });

  it('reduces the referrer to its origin and drops what is not http(s)', () => {
    expect(parseLeadSource(query({ referrer: 'https://news.example:8443/p?q=me@x.co' }))).toEqual({
      referrer: 'https://news.example:8443',
    });
    for (const referrer of ['javascript:alert(1)', 'not a url', 'ftp://x.example'])
      expect(parseLeadSource(query({ referrer }))).toEqual({});
  });

  it('ignores unknown keys and takes the first of repeated ones', () => {
    expect(parseLeadSource('utm_source=a&utm_source=b&email=a%40b.co&__proto__=x')).toEqual({
      utm_source: 'a',
    });
  });

  it('removes control and invisible characters and cuts values at the bound', () => {
    expect(parseLeadSource(query({ utm_campaign: ' spr\u0000ing\u202e\u200b\u001b ' }))).toEqual({
      utm_campaign: 'spring',
    });
    const long = parseLeadSource(query({ utm_term: 'x'.repeat(5_000) }));
    expect(long.utm_term).toHaveLength(LEAD_SOURCE_MAX_LENGTH);
    const emoji = parseLeadSource(query({ utm_term: '😀'.repeat(LEAD_SOURCE_MAX_LENGTH) }));
    expect(emoji.utm_term).toBe('😀'.repeat(LEAD_SOURCE_MAX_LENGTH / 2));
  });

  it('never throws on malformed encoding', () => {
    expect(parseLeadSource('page=%E0%A4%A&utm_source=%zz&%')).toEqual({ utm_source: '%zz' });
  });
});

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
