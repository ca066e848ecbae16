/** The part of Pagefind's browser API (/pagefind/pagefind.js, written at build) we use. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; type?: string };
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    timeout?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind once, at run time: the file exists only in out/ after the build's indexing
 * step, so the bundler must leave this import alone.
 */
export function loadPagefind(url = '/pagefind/pagefind.js'): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url).then(
    async (module: Pagefind) => {
      await module.options({ excerptLength: 24 });
      return module;
    },
  );
  loading.catch(() => (loading = undefined));
  return loading;
}
