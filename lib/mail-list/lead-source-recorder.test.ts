/** @jest-environment jsdom */
import { LEAD_SOURCE_STORAGE_KEY } from '@/lib/leads/lead-source';
import { LEAD_SOURCE_RECORDER_SCRIPT } from '@/lib/mail-list/lead-source-recorder';

// The recorder as the page runs it: the bundled text of lib/mail-list/recorder/inline.ts, whose
// budget and freshness scripts/assets/inline-scripts.test.ts checks.

/** Runs the recorder as a page would, on `url` reached from `referrer`. */
function visit(url: string, referrer = '') {
  history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  new Function(LEAD_SOURCE_RECORDER_SCRIPT)();
}

function recorded(): Record<string, string> | null {
  const stored = sessionStorage.getItem(LEAD_SOURCE_STORAGE_KEY);
  return stored === null ? null : Object.fromEntries(new URLSearchParams(stored));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the landing-page recorder', () => {
  it('records the landing path, the campaign and the other site that linked here', () => {
    visit(
      '/blog/flutter-vs-react-native-2025?utm_source=newsletter&utm_medium=email' +
        '&utm_campaign=spring&utm_term=flutter&utm_content=hero&email=me%40example.com&ref=x',
      'https://news.example/issues/42?reader=me',
    );
    expect(recorded()).toEqual({
      landing: '/blog/flutter-vs-react-native-2025',
      referrer: 'https://news.example',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'flutter',
      utm_content: 'hero',
    });
  });

  it('records only the first page of the visit', () => {
    visit('/blog/a?utm_campaign=spring', 'https://news.example/');
    visit('/contact?utm_campaign=other', 'https://elsewhere.example/');
    expect(recorded()).toEqual({
      landing: '/blog/a',
      referrer: 'https://news.example',
      utm_campaign: 'spring',
    });
  });

  it('leaves out a referrer from this site, an absent one and empty parameters', () => {
    visit('/services?utm_source=&utm_medium=cpc', `${location.origin}/blog`);
    expect(recorded()).toEqual({ landing: '/services', utm_medium: 'cpc' });
    sessionStorage.clear();
    visit('/about');
    expect(recorded()).toEqual({ landing: '/about' });
  });

  it('keeps neither the query nor the fragment in the landing path', () => {
    visit('/contact?name=Ann&email=ann%40example.com#form', 'https://news.example/');
    expect(recorded()).toEqual({ landing: '/contact', referrer: 'https://news.example' });
  });

  it('refuses a referrer that has no origin of its own or is not a URL', () => {
    for (const referrer of ['about:blank', 'data:text/html,hi', 'not a url']) {
      sessionStorage.clear();
      visit('/blog?utm_source=x', referrer);
      expect(recorded()).toEqual({ landing: '/blog', utm_source: 'x' });
    }
  });

  it('records only the five utm_* parameters, spelt exactly', () => {
    visit('/?UTM_SOURCE=a&utm_id=b&utm_source_x=c&gclid=d&utm_term=e');
    expect(recorded()).toEqual({ landing: '/', utm_term: 'e' });
  });

  it('keeps a campaign value as sent, decoded once', () => {
    visit('/?utm_campaign=spring%20sale%26more&utm_content=%C3%A9t%C3%A9');
    expect(recorded()).toEqual({
      landing: '/',
      utm_campaign: 'spring sale&more',
      utm_content: 'été',
    });
  });

  it('does nothing else: no cookie, no localStorage, no request', () => {
    const fetchSpy = jest.fn();
    const sendSpy = jest.fn();
    Object.assign(window, { fetch: fetchSpy });
    Object.assign(navigator, { sendBeacon: sendSpy });
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    visit('/?utm_source=x', 'https://news.example/');
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sendSpy).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(LEAD_SOURCE_RECORDER_SCRIPT).not.toMatch(/cookie|localStorage|fetch|XMLHttp|Beacon/);
  });

  it('leaves the page alone when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => visit('/blog?utm_source=x')).not.toThrow();
    getItem.mockRestore();
    expect(recorded()).toBeNull();
  });
});
