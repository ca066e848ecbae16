import { BlogArticle } from '@/components/blog/blog-article';
import { getAllPosts, getPost } from '@/lib/content/blog';
import { articleMetadata } from '@/lib/seo/blog';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

// Every file in content/blog is a page; any other slug is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: ArticlePageProps) {
  return articleMetadata(getPost((await params).slug));
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  return <BlogArticle post={getPost((await params).slug)} />;
}
