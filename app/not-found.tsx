import type { Metadata } from 'next';
import { LinkList } from '@/components/layout/link-list';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { LinkButton } from '@/components/ui/link-button';
import { getNotFoundPage } from '@/lib/content/pages';

const page = getNotFoundPage();

export const metadata: Metadata = { ...page.seo, robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <main className="relative isolate flex flex-1 items-center overflow-hidden bg-ink-50">
      <NotFoundLogger />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(47_54_176/0.06)_1px,transparent_1px),linear-gradient(90deg,rgb(47_54_176/0.06)_1px,transparent_1px)] bg-[size:40px_40px]"
      />
      <div className="container-page py-24 text-center sm:py-32">
        <p className="fit-code font-display text-8xl font-extrabold tracking-tight whitespace-nowrap text-brand-700 sm:text-9xl">
          {page.code}
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-[-0.01em] [word-spacing:0.06em] sm:text-4xl">
          {page.title}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-600">{page.text}</p>
        <div className="mt-8 flex justify-center">
          <LinkButton href={page.home.href} size="lg" variant="ghost">
            {page.home.label}
          </LinkButton>
        </div>
        <LinkList
          links={page.suggestions}
          className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2"
          linkClassName="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        />
      </div>
    </main>
  );
}
