import { getAllPosts, getPost, isPhotoHero, postOgImagePath } from '@/lib/content/blog';
import { ogImage, publicDataUrl } from '@/lib/seo/og-image';
import { ogJpeg, photoArtwork } from '@/lib/seo/og-photo';

// Written at build as out/og/blog/<slug>.png (drawn hero) or .jpg (photo hero): a real file that
// any static host serves with the right type.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ image: postOgImagePath(post).split('/').at(-1)! }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const post = getPost(image.replace(/\.(png|jpg)$/, ''));
  const photo = isPhotoHero(post);
  const card = ogImage({
    title: post.title,
    eyebrow: post.category,
    subtitle: `${post.author.name}, ${post.author.role} · ${post.readTime}`,
    artwork: photo ? await photoArtwork(post.heroImage) : publicDataUrl(post.heroImage),
  });
  if (!photo) return card;
  const jpeg = await ogJpeg(Buffer.from(await card.arrayBuffer()));
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
}
