'use client';

import { useEffect, useState } from 'react';
import { takeContactHandoff, type ContactHandoff } from '@/lib/chat/handoff';
import { sessionStorageOrNull } from '@/lib/mail-list/lead-source-session';

/**
 * What the visitor told the chat before its send failed, when they followed its link here
 * (`/contact?from=chat`): read once the island runs, from the tab's sessionStorage, and removed
 * as it is read (docs/floating-chat.md#after-a-failed-send). `onHandoff` fills the form with it.
 * True once the form has been filled this way, so the form can say so.
 */
export function useChatHandoff(onHandoff: (values: ContactHandoff) => void): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const values = takeContactHandoff(sessionStorageOrNull(), window.location.search);
    if (!values) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the answers arrive from storage
    setFilled(true);
    onHandoff(values);
    // Once, after hydration: the answers are taken from storage as they are read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return filled;
}
