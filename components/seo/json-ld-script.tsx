import type { JsonLd } from '@/lib/seo/json-ld';

/** Renders JSON-LD as data (not executable script); "<" is escaped so content cannot close the tag. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
