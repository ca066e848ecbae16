import { Island } from '@/components/islands/island';
import { LinkList } from '@/components/layout/link-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { SiteSearch } from '@/components/search/site-search';
import { getSearchPage } from '@/lib/content/search';
import { pageMetadata } from '@/lib/seo/metadata';

export function generateMetadata() {
  const copy = getSearchPage();
  // A results page is not a page to index; its links are.
  return pageMetadata({
    title: copy.title,
    description: copy.description,
    path: '/search',
    noindex: true,
  });
}

/**
 * Site search (an island: docs/islands.md#what-runs-in-the-browser). Pagefind needs
 * JavaScript; without it the page says so and links the pages that list everything, so a
 * search submitted from /blog still leads on.
 */
export default function SearchPage() {
  const copy = getSearchPage();
  return (
    <main data-page="search">
      <PageHero
        aside={false}
        trail={[{ name: copy.hero.title, path: '/search' }]}
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={<p>{copy.hero.intro}</p>}
      />
      <Section tone="muted" labelledBy="search-results-heading">
        <h2 id="search-results-heading" className="sr-only">
          {copy.form.label}
        </h2>
        <Island name="site-search" component={SiteSearch} props={{ copy }} />
        <div className="mt-8 hidden max-w-2xl rounded-(--radius-card) border border-ink-200 bg-surface p-6 [@media(scripting:none)]:block">
          <p className="text-lg font-semibold text-ink-900">{copy.noScript.title}</p>
          <p className="mt-2 text-ink-600">{copy.noScript.text}</p>
          <LinkList
            links={copy.browse}
            className="mt-4 grid gap-2 sm:grid-cols-2"
            linkClassName="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          />
        </div>
      </Section>
    </main>
  );
}
