import { site } from '@/lib/site';

/**
 * The lead forms' fixed texts and timings, word for word as visitors see them.
 * One module so the forms and their tests agree.
 */

/** How long the home newsletter and contact success panels stay before the form returns. */
export const SUCCESS_PANEL_MS = 5000;

export const SUBMITTING_LABEL = {
  newsletter: 'Subscribing...',
  contact: 'Sending...',
} as const;

export interface ToastText {
  title: string;
  description: string;
}

export const NEWSLETTER_TOASTS: Record<
  'home' | 'blog',
  { success: ToastText; failure: ToastText }
> = {
  home: {
    success: {
      title: 'Subscribed Successfully!',
      description: 'Thank you for subscribing to our newsletter.',
    },
    failure: {
      title: 'Subscription Failed',
      description: 'There was an error subscribing to the newsletter. Please try again.',
    },
  },
  blog: {
    success: {
      title: 'Subscribed Successfully!',
      description: "You'll receive our latest insights and updates.",
    },
    failure: { title: 'Subscription Failed', description: 'Please try again later.' },
  },
};

/** The contact failure toast is destructive (shown in red). */
export const CONTACT_TOASTS: { success: ToastText; failure: ToastText } = {
  success: {
    title: 'Message Sent Successfully!',
    description: `Thank you for contacting us. We'll get back to you ${site.responsePromise}.`,
  },
  failure: {
    title: 'Submission Failed',
    description:
      'There was an error sending your message. Please try again or contact us directly.',
  },
};
