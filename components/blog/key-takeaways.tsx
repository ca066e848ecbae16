import { FeatureList } from '@/components/sections/feature-list';

/** The article's Key Takeaways (6 to 8 sentences from the frontmatter). */
export function KeyTakeaways({ title, items }: { title: string; items: string[] }) {
  return (
    <section
      aria-labelledby="article-takeaways"
      // In the flow of the text, under a rule: the article's conclusion, not one more box.
      className="border-t-2 border-brand-600 pt-8"
    >
      <h2 id="article-takeaways" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <FeatureList items={items} className="mt-5 gap-4 leading-relaxed text-ink-800" />
    </section>
  );
}
