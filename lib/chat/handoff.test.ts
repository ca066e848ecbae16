/** @jest-environment jsdom */
import {
  CONTACT_HANDOFF_HREF,
  HANDOFF_STORAGE_KEY,
  clearContactHandoff,
  contactHandoffFrom,
  parseContactHandoff,
  storeContactHandoff,
  takeContactHandoff,
} from './handoff';

const answers = {
  name: 'Priya Sharma',
  email: 'priya@northwind.io',
  company: 'Northwind Labs',
  details: 'A fleet dashboard',
};

describe('contactHandoffFrom', () => {
  it('maps the chat answers to the contact form fields, splitting the name', () => {
    expect(contactHandoffFrom(answers)).toEqual({
      first_name: 'Priya',
      last_name: 'Sharma',
      email: 'priya@northwind.io',
      company: 'Northwind Labs',
      message: 'A fleet dashboard',
    });
    expect(contactHandoffFrom({ ...answers, name: 'Anna Maria de la Cruz' })).toMatchObject({
      first_name: 'Anna',
      last_name: 'Maria de la Cruz',
    });
  });

  it('fills only the first name from one word, and never copies a skipped answer', () => {
    expect(contactHandoffFrom({ name: 'Priya', email: 'p@n.io', company: 'Not Provided' })).toEqual(
      { first_name: 'Priya', email: 'p@n.io' },
    );
    expect(contactHandoffFrom({ name: 'Not Provided', details: 'Not Provided' })).toEqual({});
  });
});

describe('the hand-off through sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('links to the contact page with no personal data in the URL', () => {
    expect(CONTACT_HANDOFF_HREF).toBe('/contact?from=chat');
    for (const value of Object.values(answers)) {
      expect(CONTACT_HANDOFF_HREF).not.toContain(encodeURIComponent(value));
    }
  });

  it('is taken once, by a page opened from the chat link', () => {
    expect(storeContactHandoff(sessionStorage, answers)).toBe(true);
    expect(takeContactHandoff(sessionStorage, '')).toBeUndefined();
    expect(takeContactHandoff(sessionStorage, '?intent=devops')).toBeUndefined();
    expect(takeContactHandoff(sessionStorage, '?from=chat')).toMatchObject({ first_name: 'Priya' });
    expect(sessionStorage.getItem(HANDOFF_STORAGE_KEY)).toBeNull();
    expect(takeContactHandoff(sessionStorage, '?from=chat')).toBeUndefined();
  });

  it('is forgotten when cleared', () => {
    storeContactHandoff(sessionStorage, answers);
    clearContactHandoff(sessionStorage);
    expect(takeContactHandoff(sessionStorage, '?from=chat')).toBeUndefined();
  });

  it('survives storage that is missing or throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(storeContactHandoff(broken, answers)).toBe(false);
    expect(storeContactHandoff(null, answers)).toBe(false);
    expect(() => clearContactHandoff(broken)).not.toThrow();
    expect(takeContactHandoff(broken, '?from=chat')).toBeUndefined();
  });
});

describe('parseContactHandoff', () => {
  it('keeps only known fields holding bounded strings', () => {
    const stored = JSON.stringify({
      first_name: ' Priya ',
      email: 42,
      service: 'Web Development',
      message: 'x'.repeat(5001),
      company: '',
    });
    expect(parseContactHandoff(stored)).toEqual({ first_name: 'Priya' });
  });

  it.each([null, '', 'not json', '"a string"', 'null', '{}'])('reads %p as nothing', (stored) => {
    expect(parseContactHandoff(stored)).toBeUndefined();
  });
});
