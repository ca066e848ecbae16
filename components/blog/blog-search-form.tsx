import { Search } from 'lucide-react';
import type { FormEventHandler } from 'react';
import { buttonClasses } from '@/components/ui/link-button';

interface BlogSearchFormProps {
  copy: { label: string; placeholder: string; submit: string };
  /** Set by the filter island, which searches in place; without it the form is plain HTML. */
  value?: string;
  onQueryChange?: (query: string) => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** First focus or press: the island starts fetching its index then. */
  onIntent?: () => void;
  defaultValue?: string;
}

/**
 * The blog's search box. It is a real GET form to /search, so without JavaScript (or before
 * the island hydrates and takes it over) a search still reaches a results page; q is a search
 * term, never personal data.
 */
export function BlogSearchForm({
  copy,
  value,
  onQueryChange,
  onSubmit,
  onIntent,
  defaultValue,
}: BlogSearchFormProps) {
  return (
    <form role="search" action="/search" method="get" className="max-w-xl" onSubmit={onSubmit}>
      <label htmlFor="blog-search" className="mb-2 block text-sm font-semibold text-ink-900">
        {copy.label}
      </label>
      {/* narrow-rows: at 200% text on a phone the field and the button take a line each, so
          the field is not squeezed to its icon beside a button split as "Sea/rch". */}
      <div className="narrow-rows flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
            aria-hidden="true"
          />
          <input
            id="blog-search"
            type="search"
            name="q"
            autoComplete="off"
            placeholder={copy.placeholder}
            {...(onQueryChange
              ? { value, onChange: (event) => onQueryChange(event.target.value) }
              : { defaultValue })}
            onFocus={onIntent}
            onPointerDown={onIntent}
            className="min-h-12 w-full rounded-full border border-ink-300 bg-surface pr-5 pl-12 text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        </div>
        <button type="submit" className={buttonClasses('primary', 'lg')}>
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
