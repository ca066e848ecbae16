import raw from '@/content/chat.json';
import { fillTemplate } from '@/lib/utils/fill-template';
import { chatContent } from './content';
import { checkChatContent, parseChatContent } from './content-schema';
import { site } from '@/lib/site';

describe('chat content', () => {
  it('fills site facts into the copy', () => {
    expect(chatContent.panel.title).toBe('Arcforge assistant');
    expect(chatContent.replies.success).toContain('within 24 hours');
    expect(chatContent.replies.success).toContain('{email}');
    expect(JSON.stringify(chatContent)).not.toMatch(/\{(company|companyEmail|responsePromise)\}/);
    // The address after a failed send is the company's, from lib/site.ts.
    expect(chatContent.replies.failureElsewhere).toContain(site.email);
    expect(chatContent.links.email).toContain(site.email);
  });

  it('holds the fixed replies word for word', () => {
    expect(chatContent.replies.invalidEmail).toBe(
      "That doesn't look like a valid email address. Please provide a valid email to continue.",
    );
    expect(chatContent.replies.emptyEmail).toBe('A valid email address is required to proceed.');
    expect(chatContent.options.startConsultation.label).toBe("Yes, let's start");
    expect(chatContent.toasts).toEqual({
      success: {
        title: 'Submission Successful!',
        description: 'Your consultation request has been received.',
      },
      failure: {
        title: 'Submission Failed',
        description: 'There was an error submitting your request. Please try again.',
      },
      networkError: {
        title: 'Submission Error',
        description: 'An unexpected error occurred. Please check your connection.',
      },
    });
  });

  it('content/chat.json passes its schema, and the browser gets exactly the checked data', () => {
    expect(checkChatContent()).toEqual(chatContent);
  });

  it('refuses copy that starts or ends with spaces (the browser shows the file as written)', () => {
    const broken = structuredClone(raw);
    broken.panel.title = ' Assistant';
    expect(() => parseChatContent(broken)).toThrow(
      /panel\.title: must not start or end with spaces/,
    );
  });

  it('fails naming the file and the field when the content is malformed', () => {
    const broken = structuredClone(raw) as Record<string, Record<string, unknown>>;
    broken.replies!.greeting = '';
    delete broken.toasts!.success;
    expect(() => parseChatContent(broken)).toThrow(
      /content\/chat\.json[\s\S]*replies\.greeting[\s\S]*toasts\.success/,
    );
  });

  it('requires the placeholders the machine fills in', () => {
    const broken = structuredClone(raw);
    broken.replies.success = 'Thanks, we will be in touch.';
    expect(() => parseChatContent(broken)).toThrow(/replies\.success: must contain \{email\}/);
  });

  it('requires the company address in the words after a failed send', () => {
    const broken = structuredClone(raw);
    broken.replies.failureElsewhere = 'Write to us.';
    expect(() => parseChatContent(broken)).toThrow(
      /replies\.failureElsewhere: must contain \{companyEmail\}/,
    );
  });

  it('requires site paths for link options', () => {
    const broken = structuredClone(raw);
    broken.options.viewServices.href = 'https://elsewhere.example';
    expect(() => parseChatContent(broken)).toThrow(/options\.viewServices\.href/);
  });
});

describe('fillTemplate', () => {
  it('replaces known keys and leaves unknown ones', () => {
    expect(fillTemplate('Hi {name}, {other}', { name: 'Priya' })).toBe('Hi Priya, {other}');
  });
});
