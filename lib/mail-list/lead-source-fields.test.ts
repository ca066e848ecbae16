/** @jest-environment jsdom */
import {
  LEAD_SOURCE_FIELD_PREFIX,
  LEAD_SOURCE_MAX_LENGTH,
  LEAD_SOURCE_STORAGE_KEY,
} from '@/lib/leads/lead-source';
import { fillLeadSourceFields } from '@/lib/mail-list/lead-source-fields';
import { currentLeadSource, readRecordedLeadSource } from '@/lib/mail-list/lead-source-session';

const KEYS = [
  'landing',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];

/** A lead form as the build renders it: source_page filled, the other source fields empty. */
function formHtml(page: string) {
  const hidden = (key: string, value = '') =>
    `<input type="hidden" name="${LEAD_SOURCE_FIELD_PREFIX}${key}" value="${value}">`;
  return `<form>${hidden('page', page)}${KEYS.map((key) => hidden(key)).join('')}
    <input name="email" value="typed@example.com"></form>`;
}

function fields(form: Element) {
  return Object.fromEntries(new FormData(form as HTMLFormElement));
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = formHtml('/contact') + formHtml('/contact');
});

describe('fillLeadSourceFields', () => {
  it('fills every form under the root from the recorded visit; source_page stays', () => {
    sessionStorage.setItem(
      LEAD_SOURCE_STORAGE_KEY,
      'landing=%2Fblog%2Fa&referrer=https%3A%2F%2Fnews.example&utm_campaign=spring&page=%2Fx',
    );
    expect(fillLeadSourceFields(document)).toBe(6);
    for (const form of document.querySelectorAll('form'))
      expect(fields(form)).toEqual({
        source_page: '/contact',
        source_landing: '/blog/a',
        source_referrer: 'https://news.example',
        source_utm_source: '',
        source_utm_medium: '',
        source_utm_campaign: 'spring',
        source_utm_term: '',
        source_utm_content: '',
        email: 'typed@example.com',
      });
  });

  it('fills only inside the root it is given', () => {
    sessionStorage.setItem(LEAD_SOURCE_STORAGE_KEY, 'landing=%2Fblog%2Fa');
    const [first, second] = document.querySelectorAll('form');
    expect(fillLeadSourceFields(second!)).toBe(1);
    expect(fields(first!).source_landing).toBe('');
    expect(fields(second!).source_landing).toBe('/blog/a');
  });

  it('bounds a long campaign value as the request header does', () => {
    sessionStorage.setItem(
      LEAD_SOURCE_STORAGE_KEY,
      new URLSearchParams({ landing: '/', utm_content: 'x'.repeat(5000) }).toString(),
    );
    fillLeadSourceFields(document);
    expect(fields(document.querySelector('form')!).source_utm_content).toHaveLength(
      LEAD_SOURCE_MAX_LENGTH,
    );
  });

  it('leaves the fields empty when nothing was recorded or storage is blocked', () => {
    expect(fillLeadSourceFields(document)).toBe(0);
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(fillLeadSourceFields(document, blocked)).toBe(0);
    expect(fillLeadSourceFields(document, null)).toBe(0);
    expect(fields(document.querySelector('form')!).source_landing).toBe('');
  });
});

describe('the source of an island submission', () => {
  it('is the recorded visit plus the page the form is on', () => {
    sessionStorage.setItem(
      LEAD_SOURCE_STORAGE_KEY,
      'landing=%2Fblog%2Fa&utm_source=news&page=%2Fforged&unknown=1',
    );
    expect(readRecordedLeadSource()).toEqual({ landing: '/blog/a', utm_source: 'news' });
    expect(currentLeadSource(sessionStorage, '/contact')).toEqual({
      page: '/contact',
      landing: '/blog/a',
      utm_source: 'news',
    });
  });

  it('is at least the page when nothing was recorded', () => {
    history.replaceState(null, '', '/blog?q=x');
    expect(currentLeadSource()).toEqual({ page: '/blog' });
  });
});
