import { getRoutes } from '@/lib/routes';
import { privacyNotice } from '@/lib/content/privacy-notice';

describe('content/privacy-notice.json', () => {
  it('has one short sentence for each form that sends a lead', () => {
    expect(Object.keys(privacyNotice.forms).sort()).toEqual(['chat', 'contact', 'newsletter']);
    for (const text of Object.values(privacyNotice.forms)) {
      expect(text).toMatch(/^\S.*\.$/);
      expect(text.length).toBeLessThanOrEqual(80);
    }
  });

  it('links a page the site builds: the privacy policy', () => {
    const { link } = privacyNotice;
    expect(link.href).toBe('/privacy-policy');
    expect(getRoutes().map((route) => route.path)).toContain(link.href);
    expect(link.label.trim()).not.toBe('');
    expect(link.lead.trim()).not.toBe('');
  });
});
