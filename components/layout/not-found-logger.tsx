'use client';

import { useEffect } from 'react';

/** Logs the requested path of a not-found page, so broken links show up in monitoring. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error(
      `404 Error: User attempted to access non-existent route: ${window.location.pathname}`,
    );
  }, []);
  return null;
}
