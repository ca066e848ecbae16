import { getAllPosts, getPost, postOgImagePath } from '@/lib/content/blog';
import { ogImage, publicDataUrl } from '@/lib/seo/og-image';

// Written at build as out/og/blog/<slug>.png: a real file that any static host serves as image/png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ image: postOgImagePath(post.slug).split('/').at(-1)! }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const post = getPost(image.replace(/\.png$/, ''));
  return ogImage({
    title: post.title,
    eyebrow: post.category,
    subtitle: `${post.author.name}, ${post.author.role} · ${post.readTime}`,
    artwork: publicDataUrl(post.heroImage),
  });
}
