import type { Metadata } from 'next';
import { LegalMdx } from '@/components/legal/legal-mdx';
import { LegalToc } from '@/components/legal/legal-toc';
import { PageHero } from '@/components/sections/page-hero';
import { getLegalDoc, type LegalSlug } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/seo/metadata';

export function legalMetadata(slug: LegalSlug): Metadata {
  const doc = getLegalDoc(slug);
  return pageMetadata({ ...doc.seo, path: doc.path });
}

/** The one template of the legal pages: hero, table of contents and the document body. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const doc = getLegalDoc(slug);
  return (
    <main>
      <PageHero
        trail={[{ name: doc.title, path: doc.path }]}
        eyebrow="Legal"
        title={doc.title}
        intro={<p>{doc.summary}</p>}
        aside={false}
      >
        <p className="inline-block rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20">
          Last updated: <time dateTime={doc.updated}>{doc.updatedLabel}</time>
        </p>
      </PageHero>
      <div className="section">
        <div className="container-page grid gap-10 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-4 print:hidden">
            <LegalToc entries={doc.toc} />
          </div>
          <article className="prose max-w-[70ch] text-ink-700 lg:col-span-8 prose-headings:font-display prose-headings:tracking-tight prose-headings:text-ink-950 prose-h2:mt-12 [&>h2:first-child]:mt-0 prose-h2:text-2xl prose-p:text-ink-700 prose-a:text-brand-700 prose-a:underline-offset-4 prose-strong:text-ink-900 prose-li:text-ink-700 prose-li:marker:text-brand-600">
            <LegalMdx source={doc.body} />
          </article>
        </div>
      </div>
    </main>
  );
}
