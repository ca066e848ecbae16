import type { Metadata } from 'next';
import { lastModified, postOgImagePath, postPath } from '@/lib/content/blog';
import { type BlogCopy } from '@/lib/content/pages';
import { type BlogPost } from '@/lib/content/blog-schema';
import type { BlogListing } from '@/lib/content/blog-pages';
import type { Person } from '@/lib/content/people';
import { publishedImage } from '@/lib/images/raster';
import { organizationRef, type JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, site } from '@/lib/site';

export const FEED_PATH = '/blog/feed.xml';

/** Adds the RSS feed to a page's head (<link rel="alternate" type="application/rss+xml">). */
function withFeed(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: FEED_PATH, title: `${site.name} Blog` }] },
    },
  };
}

export function blogListMetadata(copy: BlogCopy['list']): Metadata {
  return withFeed(
    pageMetadata({ title: copy.title, description: copy.description, path: '/blog' }),
  );
}

/** Article metadata: keywords are the first three key takeaways, canonical /blog/{slug}. */
export function articleMetadata(post: BlogPost): Metadata {
  const base = pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: postPath(post.slug),
    type: 'article',
    publishedTime: post.date,
    keywords: post.keyTakeaways.slice(0, 3),
    image: { url: postOgImagePath(post), width: 1200, height: 630, alt: post.title },
  });
  return withFeed({
    ...base,
    authors: [{ name: post.author.name }],
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: post.date,
      modifiedTime: lastModified(post),
      authors: [post.author.name],
      section: post.category,
    },
  });
}

export function blogPostingJsonLd(post: BlogPost): JsonLd {
  const url = absoluteUrl(postPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(postOgImagePath(post)), absoluteUrl(publishedImage(post.heroImage))],
    datePublished: post.date,
    dateModified: lastModified(post),
    author: {
      '@type': 'Person',
      name: post.author.name,
      jobTitle: post.author.role,
      url: absoluteUrl(post.author.path),
      worksFor: organizationRef(),
    },
    publisher: organizationRef(),
    articleSection: post.category,
    keywords: post.keyTakeaways.slice(0, 3).join(', '),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readMinutes}M`,
    inLanguage: 'en-US',
  };
}

/**
 * Metadata of a list page other than /blog. /blog/page/1 and /blog/category/x/page/1 exist
 * only because a static export needs one page per dynamic route: they are noindex and their
 * canonical is the list's page 1.
 */
export function blogListingMetadata(listing: BlogListing, duplicate = false): Metadata {
  return withFeed(
    pageMetadata({
      title: listing.title,
      description: listing.description,
      path: listing.canonical,
      noindex: duplicate,
    }),
  );
}

/** The page node a list page's JSON-LD starts with: its type, @id, canonical URL and title. */
function listingPageNode(type: string, fragment: string, listing: BlogListing): JsonLd {
  const url = absoluteUrl(listing.canonical);
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': `${url}#${fragment}`,
    url,
    name: listing.title,
  };
}

/** CollectionPage of a list page: its name, description and the articles it lists. */
export function collectionPageJsonLd(listing: BlogListing): JsonLd {
  return {
    ...listingPageNode('CollectionPage', 'page', listing),
    description: listing.description,
    isPartOf: { '@type': 'Blog', name: `${site.name} Blog`, url: absoluteUrl('/blog') },
    ...(listing.category ? { about: listing.category.name } : {}),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: listing.page.items.map((post, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(postPath(post.slug)),
        name: post.title,
      })),
    },
    publisher: organizationRef(),
  };
}

/** ProfilePage of an author's page: the Person, their job, bio, expertise and page URL. */
export function authorJsonLd(person: Person, listing: BlogListing): JsonLd {
  const profile = absoluteUrl(listing.author?.path ?? listing.canonical);
  return {
    ...listingPageNode('ProfilePage', 'profile', listing),
    mainEntity: {
      '@type': 'Person',
      '@id': `${profile}#person`,
      name: person.name,
      jobTitle: person.title,
      description: person.bio,
      knowsAbout: person.expertise,
      url: profile,
      // Where search engines can confirm who the author is, when content gives the profile.
      ...(person.profileUrl && { sameAs: [person.profileUrl] }),
      worksFor: organizationRef(),
    },
  };
}
