'use client';

import { startTransition, useCallback, useRef, useState } from 'react';
import { parseBlogIndex, type BlogCardData } from '@/lib/content/blog-card';

type IndexState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; posts: BlogCardData[] }
  | { status: 'failed' };

// One request per page view, shared by every caller (a focus, then a keystroke, ...).
const requests = new Map<string, Promise<BlogCardData[]>>();

function fetchIndex(url: string): Promise<BlogCardData[]> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json();
      })
      .then(parseBlogIndex);
    // A failed request may be retried on the next intent.
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/**
 * The blog's search index, fetched on demand: `request()` on the first sign of use (focus,
 * press, keystroke, a filtered URL). Until it arrives the filter works on the cards it has.
 */
export function useBlogIndex(url: string) {
  const [state, setState] = useState<IndexState>({ status: 'idle' });
  const pending = useRef(false);
  const request = useCallback(() => {
    if (pending.current) return;
    pending.current = true;
    setState({ status: 'loading' });
    fetchIndex(url).then(
      // A transition: drawing every older article's card (hidden) yields to the visitor's
      // input instead of holding the main thread in one long task (docs/islands.md#the-blog-filter).
      (posts) => startTransition(() => setState({ status: 'ready', posts })),
      () => {
        pending.current = false;
        setState({ status: 'failed' });
      },
    );
  }, [url]);
  return { index: state, request };
}
