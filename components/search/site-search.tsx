'use client';

import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { loadPagefind, type PagefindResultData } from '@/components/search/pagefind';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';
import { buttonClasses } from '@/components/ui/link-button';
import type { SearchPageCopy } from '@/lib/content/search';

const PAGE = 10;

type Found = { id: string; data(): Promise<PagefindResultData> };
type SearchState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'done'; query: string; found: Found[]; shown: PagefindResultData[] };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => String(values[key] ?? m));

function statusText(copy: SearchPageCopy['status'], state: SearchState): string {
  if (state.status !== 'done') return copy[state.status];
  const { found, query } = state;
  if (found.length === 0) return fill(copy.none, { query });
  return fill(found.length === 1 ? copy.one : copy.results, { count: found.length, query });
}

/**
 * The /search island: full-text search of the whole site with Pagefind, loaded at run time.
 * The query lives in ?q= (shareable, Back-friendly); results announce their count in a live
 * region. Pagefind's excerpts are its own escaped text with <mark> around the matches.
 */
export function SiteSearch({ copy }: { copy: SearchPageCopy }) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useRef('');

  const run = async (term: string) => {
    latest.current = term;
    if (term.trim().length < 2) return setState({ status: 'idle' });
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
    try {
      const pagefind = await loadPagefind();
      const search = await pagefind.debouncedSearch(term, {}, 120);
      if (!search || latest.current !== term) return;
      const shown = await Promise.all(search.results.slice(0, PAGE).map((r) => r.data()));
      if (latest.current === term)
        setState({ status: 'done', query: term, found: search.results, shown });
    } catch {
      setState({ status: 'failed' });
    }
  };

  const change = (term: string) => {
    setQuery(term);
    const params = term ? `?${new URLSearchParams({ q: term })}` : '';
    window.history.replaceState(null, '', `${location.pathname}${params}`);
    void run(term);
  };

  useEffect(() => {
    const initial = new URLSearchParams(location.search).get('q') ?? '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query arrives in the URL
    setQuery(initial);
    void run(initial);
    // Pagefind's script and WebAssembly start loading as soon as the island hydrates.
    loadPagefind().catch(() => setState({ status: 'failed' }));
  }, []);

  useIslandHandoff(rootRef, (name, value) => {
    if (name === 'q') change(value);
  });

  const more = async () => {
    if (state.status !== 'done') return;
    const next = state.found.slice(state.shown.length, state.shown.length + PAGE);
    const data = await Promise.all(next.map((r) => r.data()));
    setState({ ...state, shown: [...state.shown, ...data] });
  };

  return (
    <div ref={rootRef}>
      <form
        role="search"
        action="/search"
        method="get"
        className="max-w-2xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="site-search" className="mb-2 block text-sm font-semibold text-ink-900">
          {copy.form.label}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
            aria-hidden="true"
          />
          <input
            id="site-search"
            type="search"
            name="q"
            autoComplete="off"
            placeholder={copy.form.placeholder}
            value={query}
            onChange={(event) => change(event.target.value)}
            aria-describedby="site-search-status"
            className="min-h-12 w-full rounded-full border border-ink-300 bg-surface pr-5 pl-12 text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        </div>
      </form>
      <p
        id="site-search-status"
        role="status"
        className="mt-4 text-sm text-ink-600 [@media(scripting:none)]:hidden"
      >
        {statusText(copy.status, state)}
      </p>
      {state.status === 'done' && state.shown.length > 0 && (
        <>
          <ol className="mt-6 space-y-4" aria-label={copy.form.label}>
            {state.shown.map((result) => (
              <li key={result.url} className="card relative p-5 sm:p-6">
                {result.meta.type && (
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {result.meta.type}
                  </p>
                )}
                <h2 className="mt-1 text-lg font-bold text-ink-950">
                  <a
                    href={result.url}
                    className="after:absolute after:inset-0 hover:text-brand-700"
                  >
                    {result.meta.title ?? result.url}
                  </a>
                </h2>
                <p
                  className="mt-2 leading-relaxed text-ink-600 [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:text-ink-950"
                  dangerouslySetInnerHTML={{ __html: result.excerpt }}
                />
              </li>
            ))}
          </ol>
          {state.shown.length < state.found.length && (
            <button type="button" onClick={more} className={`${buttonClasses('ghost')} mt-8`}>
              {copy.more}
            </button>
          )}
        </>
      )}
    </div>
  );
}
