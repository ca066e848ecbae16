'use client';

import { useEffect, useState } from 'react';
import { intentFromSearch, type ContactIntent } from '@/lib/contact/intent';

/**
 * The intent the page's URL carries (`/contact?intent=…`), read once the island runs in the
 * browser: the server-rendered form (and the form without JavaScript) stays as it always is
 * (docs/contact-path.md). `onIntent` runs once with the intent found, to preselect its service.
 */
export function useContactIntent(
  intents: Readonly<Record<string, ContactIntent>> | undefined,
  onIntent: (intent: ContactIntent) => void,
): ContactIntent | undefined {
  const [intent, setIntent] = useState<ContactIntent>();
  useEffect(() => {
    const found = intents && intentFromSearch(window.location.search, intents);
    if (!found) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the intent arrives in the URL
    setIntent(found);
    onIntent(found);
    // Once, after hydration: the URL does not change while the form is on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return intent;
}
