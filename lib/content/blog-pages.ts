import {
  authorPath,
  getAllPosts,
  getListedPosts,
  lastModified,
  postPath,
} from '@/lib/content/blog';
import { getBlogCopy } from '@/lib/content/pages';
import { type BlogPost } from '@/lib/content/blog-schema';
import {
  ALL_CATEGORIES,
  BLOG_CATEGORIES,
  CATEGORY_DECLARATIONS,
} from '@/lib/content/blog-categories';
import { getPeople, type Person } from '@/lib/content/people';
import type { SiteRoute } from '@/lib/content/site-route';
import { fillTemplate } from '@/lib/utils/fill-template';
import { slugify } from '@/lib/utils/slugify';

/** The blog's list pages: /blog, /blog/page/N, /blog/category/<slug>[/page/N]. */
export const BLOG_PATH = '/blog';

/** One page of a paginated list: page 1 lives at the base path, page N at <base>/page/N. */
export interface ListingPage<T> {
  page: number;
  pageCount: number;
  items: T[];
  path: string;
}

export const listingPagePath = (basePath: string, page: number) =>
  page === 1 ? basePath : `${basePath}/page/${page}`;

/** Splits `items` into pages of `size`; an empty list still has its (empty) first page. */
export function paginate<T>(items: T[], size: number, basePath: string): ListingPage<T>[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`page size must be >= 1, got ${size}`);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    items: items.slice(index * size, (index + 1) * size),
    path: listingPagePath(basePath, index + 1),
  }));
}

/** The page size of every blog list, from content/pages/blog.json. */
export const blogPageSize = () => getBlogCopy().list.pageSize;

/** The pages of the main list: everything but the featured article, newest first. */
export function blogListPages(posts: BlogPost[] = getAllPosts(), size = blogPageSize()) {
  return paginate(getListedPosts(posts), size, BLOG_PATH);
}

export interface BlogCategory {
  name: string;
  slug: string;
  path: string;
  /** Every article of the category, the featured one included, newest first. */
  posts: BlogPost[];
}

export const categoryPath = (name: string) => `${BLOG_PATH}/category/${slugify(name)}`;

/** The declared categories (content/blog-categories.json), in their order, even while empty. */
export function blogCategories(posts: BlogPost[] = getAllPosts()): BlogCategory[] {
  return BLOG_CATEGORIES.map((name) => ({
    name,
    slug: slugify(name),
    path: categoryPath(name),
    posts: posts.filter((p) => p.category === name),
  }));
}

/** Someone who has written: their page lists their articles like the other lists. */
export interface BlogAuthorPage {
  person: Person;
  path: string;
  /** Their articles, the featured one included, newest first. */
  posts: BlogPost[];
}

/** Everyone with at least one article shown, in people.json's order. */
export function blogAuthors(posts: BlogPost[] = getAllPosts()): BlogAuthorPage[] {
  return getPeople()
    .map((person) => ({
      person,
      path: authorPath(person.id),
      posts: posts.filter((p) => p.author.id === person.id),
    }))
    .filter((author) => author.posts.length > 0);
}

export function getBlogAuthor(id: string, posts?: BlogPost[]): BlogAuthorPage {
  const author = blogAuthors(posts).find((a) => a.person.id === id);
  if (!author) throw new Error(`No author "${id}" with articles`);
  return author;
}

/** An author's list pages, paginated like the main list. */
export const authorPages = (author: BlogAuthorPage, size = blogPageSize()) =>
  paginate(author.posts, size, author.path);

/**
 * The page-1 twins a static export must build (a dynamic [page] route cannot skip page 1):
 * noindex, canonical to their list's first page, linked from nowhere, out of the sitemap.
 */
export function blogPageOneTwins(posts: BlogPost[] = getAllPosts()): string[] {
  return [
    BLOG_PATH,
    ...blogCategories(posts).map((c) => c.path),
    ...blogAuthors(posts).map((a) => a.path),
  ].map((path) => `${path}/page/1`);
}

export function getBlogCategory(slug: string, posts?: BlogPost[]): BlogCategory {
  const category = blogCategories(posts).find((c) => c.slug === slug);
  if (!category) throw new Error(`No blog category with slug "${slug}"`);
  return category;
}

/** The category's list pages, paginated like the main list. */
export const categoryPages = (category: BlogCategory, size = blogPageSize()) =>
  paginate(category.posts, size, category.path);

const newest = (posts: BlogPost[]) => posts.map(lastModified).sort().at(-1);

function listingRoutes(pages: ListingPage<BlogPost>[]): SiteRoute[] {
  return pages.map((page) => {
    const day = newest(page.items);
    return { path: page.path, ...(day ? { lastModified: day } : {}) };
  });
}

/**
 * Sitemap entries of the blog: every list page (last changed with its newest article), every
 * category page and every article. Page 1 of a list changes with the newest article overall.
 */
export function blogRoutes(posts: BlogPost[] = getAllPosts(), size = blogPageSize()): SiteRoute[] {
  const [first, ...rest] = listingRoutes(blogListPages(posts, size));
  const day = newest(posts);
  return [
    { ...first!, ...(day ? { lastModified: day } : {}) },
    ...rest,
    ...blogCategories(posts).flatMap((c) => listingRoutes(categoryPages(c, size))),
    ...blogAuthors(posts).flatMap((a) => listingRoutes(authorPages(a, size))),
    ...posts.map((post) => ({ path: postPath(post.slug), lastModified: lastModified(post) })),
  ];
}

/** Everything a list page other than /blog says about itself: headings, metadata, trail. */
export interface BlogListing {
  page: ListingPage<BlogPost>;
  /** Set on category pages. */
  category?: BlogCategory;
  /** Set on author pages. */
  author?: BlogAuthorPage;
  /** The page's own title (metadata) and its h1. */
  title: string;
  heading: string;
  description: string;
  intro: string;
  crumbs: { name: string; path: string }[];
  /** The canonical path: /blog/page/1 and /blog/category/x/page/1 point at their page 1. */
  canonical: string;
}

function pageOf<T>(pages: ListingPage<T>[], page: string): ListingPage<T> {
  const found = pages.find((p) => String(p.page) === page);
  if (!found) throw new Error(`No list page ${page}`);
  return found;
}

/** Blog > a category or author > page N (page 1 is the list itself). */
function subListCrumbs(list: { name: string; path: string }, current: ListingPage<BlogPost>) {
  return [
    { name: 'Blog', path: BLOG_PATH },
    list,
    ...(current.page > 1 ? [{ name: `Page ${current.page}`, path: current.path }] : []),
  ];
}

/** A page of the main list, /blog/page/N. */
export function blogListing(page: string, posts?: BlogPost[]): BlogListing {
  const { list } = getBlogCopy();
  const current = pageOf(blogListPages(posts), page);
  return {
    page: current,
    title: pageTitle(list.title, current),
    heading: pageTitle(list.latestHeading, current),
    description: fillTemplate(list.pagination.pageDescription, {
      page: current.page,
      pages: current.pageCount,
    }),
    intro: list.latestIntro,
    crumbs: [
      { name: 'Blog', path: BLOG_PATH },
      { name: `Page ${current.page}`, path: current.path },
    ],
    canonical: listingPagePath(BLOG_PATH, current.page),
  };
}

/** "Page N of M" with a list's title, as every page past a list's own address is titled. */
function pageTitle(title: string, current: ListingPage<BlogPost>): string {
  const vars = { page: current.page, pages: current.pageCount, title };
  return fillTemplate(getBlogCopy().list.pagination.pageTitle, vars);
}

/**
 * What a category's and an author's list pages share: the page asked for (page 1 at the list's
 * own address, where `page` is undefined), its title, trail and canonical path.
 */
function subListing(
  list: { name: string; path: string },
  pages: ListingPage<BlogPost>[],
  title: string,
  page?: string,
) {
  const current = pageOf(pages, page ?? '1');
  return {
    page: current,
    title: page === undefined ? title : pageTitle(title, current),
    crumbs: subListCrumbs(list, current),
    canonical: listingPagePath(list.path, current.page),
  };
}

/**
 * A page of a category: /blog/category/<slug> without `page`, /blog/category/<slug>/page/N
 * with it (page 1's twin there gets its own title, as every page must).
 */
export function categoryListing(slug: string, page?: string, posts?: BlogPost[]): BlogListing {
  const { categories } = getBlogCopy();
  const category = getBlogCategory(slug, posts);
  const name = fillTemplate(categories.title, { category: category.name });
  const trail = { name: category.name, path: category.path };
  const { description } = CATEGORY_DECLARATIONS.find((c) => c.name === category.name)!;
  const listing = subListing(trail, categoryPages(category), name, page);
  return {
    ...listing,
    category,
    heading: listing.title,
    description,
    intro: fillTemplate(categories.intro, { category: category.name, description }),
  };
}

/**
 * A page of an author: /blog/author/<id> without `page`, /blog/author/<id>/page/N with it.
 * "{role}" is the person's job title from content/people.json.
 */
export function authorListing(id: string, page?: string, posts?: BlogPost[]): BlogListing {
  const { authors } = getBlogCopy();
  const author = getBlogAuthor(id, posts);
  const who = { name: author.person.name, role: author.person.title };
  const trail = { name: author.person.name, path: author.path };
  return {
    ...subListing(trail, authorPages(author), fillTemplate(authors.title, who), page),
    author,
    heading: fillTemplate(authors.articlesHeading, who),
    description: fillTemplate(authors.description, who),
    intro: author.person.bio,
  };
}

/** The category controls' targets: All (the main list) first, then every category page. */
export function blogCategoryLinks(
  posts?: BlogPost[],
): { name: string; path: string; description?: string }[] {
  return [
    { name: ALL_CATEGORIES, path: BLOG_PATH },
    ...blogCategories(posts).map(({ name, path }) => ({
      name,
      path,
      description: CATEGORY_DECLARATIONS.find((c) => c.name === name)!.description,
    })),
  ];
}
