import { lastModified, postPath } from '@/lib/content/blog';
import { type BlogPost } from '@/lib/content/blog-schema';
import { absoluteUrl, site } from '@/lib/site';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date for RSS, e.g. "Mon, 15 Jan 2024 00:00:00 GMT". */
export function rssDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toUTCString();
}

/** The RSS 2.0 feed of every article, newest first (served at /blog/feed.xml). */
export function buildRssFeed(posts: BlogPost[], feedPath = '/blog/feed.xml'): string {
  const sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const newest = sorted.map(lastModified).sort().at(-1);
  const items = sorted.map((post) => {
    const url = absoluteUrl(postPath(post.slug));
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(post.category)}</category>
      <dc:creator>${escapeXml(post.author.name)}</dc:creator>
      <pubDate>${rssDate(post.date)}</pubDate>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${site.name} Blog`)}</title>
    <link>${escapeXml(absoluteUrl('/blog'))}</link>
    <description>${escapeXml(`Engineering and product insights from ${site.name}.`)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(absoluteUrl(feedPath))}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rssDate(newest)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
