/** @jest-environment jsdom */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { BLOG_LIST_ID, BlogFilterView, NO_MATCH_MESSAGE } from '@/components/blog/blog-filter-view';
import { blogFilterCopy, getAllPosts, getBlogCopy, toCard } from '@/lib/content/blog';
import { ALL_CATEGORIES } from '@/lib/content/blog-categories';
import { blogCategoryLinks, blogListPages } from '@/lib/content/blog-pages';
import { slugify } from '@/lib/utils/slugify';
import { FILTER_ATTRS, HYDRATED_ATTR, ISLAND_MODULES_ID } from '../contract.mjs';
import { announceHydrated, freshLoaderPerTest, imported, loadPage } from './testing';

// The real /blog list as the server renders it (page 1 of content/blog), under the loader.
const { list: copy } = getBlogCopy();
const posts = getAllPosts();
const cards = blogListPages(posts, copy.pageSize)[0]!.items.map(toCard);
const categories = blogCategoryLinks(posts);
const filterCopy = blogFilterCopy(getBlogCopy());

const BLOG_PAGE = `<div data-island="blog-filter" data-island-props="{}">${renderToStaticMarkup(
  createElement(BlogFilterView, {
    live: false,
    posts: cards,
    matchCount: cards.length,
    total: cards.length,
    filtering: false,
    searching: false,
    query: '',
    category: ALL_CATEGORIES,
    categories,
    copy: filterCopy,
    onIntent: () => {},
    onQueryChange: () => {},
    onCategoryChange: () => {},
    onClear: () => {},
    onMore: () => {},
  }),
)}</div><nav id="pages" ${FILTER_ATTRS.unfiltered}="${BLOG_LIST_ID}">pages</nav>
<script type="application/json" id="${ISLAND_MODULES_ID}">{"blog-filter":["/islands/blog-filter-A.js"]}</script>`;

const island = () => document.querySelector('[data-island="blog-filter"]')!;
/** The titles of the cards a visitor sees (an ancestor with `hidden` hides a card). */
const shownTitles = () =>
  [...island().querySelectorAll('article')]
    .filter((card) => !card.closest('[hidden]'))
    .map((card) => card.querySelector('h3')!.textContent);
/** Every element's attributes, sorted (restoring an attribute may change their order). */
const attributes = () =>
  [island(), ...island().querySelectorAll('*')].map((element) =>
    element
      .getAttributeNames()
      .filter((name) => name !== HYDRATED_ATTR)
      .sort()
      .map((name) => `${name}=${element.getAttribute(name)}`)
      .join(' '),
  );
const noMatch = () => screen.getByText(NO_MATCH_MESSAGE, { selector: 'p' });
function type(value: string) {
  const input = screen.getByRole('searchbox');
  (input as HTMLInputElement).value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const pressed = () =>
  screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe('the blog filter before its island hydrates', () => {
  freshLoaderPerTest('/blog');

  it('has the category controls as filter buttons as soon as the loader runs, All pressed', () => {
    const without = document.createElement('div');
    without.innerHTML = BLOG_PAGE;
    document.body.replaceChildren(without);
    // Without scripts: links to the category pages.
    expect(screen.getAllByRole('link', { name: categories[1]!.name })).toHaveLength(1);
    loadPage(BLOG_PAGE);
    const buttons = screen
      .getAllByRole('button', { pressed: false })
      .concat(screen.getAllByRole('button', { pressed: true }));
    expect(screen.getByRole('group', { name: filterCopy.categoryGroupLabel })).toBeInTheDocument();
    expect(
      screen
        .getByRole('group', { name: filterCopy.categoryGroupLabel })
        .querySelectorAll('[role=button]'),
    ).toHaveLength(categories.length);
    expect(buttons.length).toBeGreaterThanOrEqual(categories.length);
    expect(pressed()).toEqual([ALL_CATEGORIES]);
    expect(screen.queryByRole('link', { name: categories[1]!.name })).toBeNull();
    expect(imported).toEqual([]);
  });

  it('makes the controls buttons ARIA allows where they stand (a named group, no list)', async () => {
    loadPage(BLOG_PAGE);
    const results = await axe.run(island(), {
      runOnly: [
        'aria-allowed-role',
        'aria-allowed-attr',
        'aria-prohibited-attr',
        'presentation-role-conflict',
        'aria-required-parent',
        'aria-required-children',
        'list',
        'listitem',
      ],
    });
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`),
    ).toEqual([]);
  });

  it('filters the cards on a keystroke, case-insensitively in title or excerpt', () => {
    loadPage(BLOG_PAGE);
    expect(noMatch().closest('[hidden]')).not.toBeNull();
    const word = cards
      .at(-1)!
      .excerpt.split(' ')
      .find((w) => w.length > 5)!;
    type(word.toUpperCase());
    const needle = word.toLowerCase();
    const expected = cards.filter(
      (card) =>
        card.title.toLowerCase().includes(needle) || card.excerpt.toLowerCase().includes(needle),
    );
    expect(shownTitles()).toEqual(expected.map((card) => card.title));
    expect(document.getElementById('pages')).toHaveAttribute('hidden');
    // Hydration starts on the same intent.
    expect(imported).toEqual(['/islands/blog-filter-A.js']);
  });

  it('shows the no-match message when no card matches, and the full list again when cleared', () => {
    loadPage(BLOG_PAGE);
    type('zzqx no such article');
    expect(shownTitles()).toEqual([]);
    expect(noMatch().closest('[hidden]')).toBeNull();
    type('');
    expect(shownTitles()).toEqual(cards.map((card) => card.title));
    expect(noMatch().closest('[hidden]')).not.toBeNull();
  });

  it('filters in place by a pressed category, presses it, and keeps it in the URL', () => {
    loadPage(BLOG_PAGE);
    const category = cards.at(-1)!.category;
    const button = screen.getByRole('button', { name: category });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(pressed()).toEqual([category]);
    expect(new URLSearchParams(location.search).get('category')).toBe(slugify(category));
    expect(shownTitles()).toEqual(
      cards.filter((card) => card.category === category).map((card) => card.title),
    );
    // Combined with a search: another category's card title matches nothing.
    const other = cards.find((card) => card.category !== category);
    if (other) {
      type(other.title);
      expect(shownTitles()).toEqual([]);
    }
  });

  it('presses a category button with Space, as a button answers', () => {
    loadPage(BLOG_PAGE);
    const category = cards[0]!.category;
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    screen.getByRole('button', { name: category }).dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(pressed()).toEqual([category]);
  });

  it('shows the filtered answer at once for a URL that carries a category', () => {
    const category = cards.at(-1)!.category;
    window.history.replaceState(null, '', `/blog?category=${slugify(category)}`);
    loadPage(BLOG_PAGE);
    expect(pressed()).toEqual([category]);
    expect(shownTitles()).toEqual(
      cards.filter((card) => card.category === category).map((card) => card.title),
    );
  });

  it('leaves a click with a modifier key to the browser (the category page in a new tab)', () => {
    loadPage(BLOG_PAGE);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('button', { name: cards[0]!.category }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(location.search).toBe('');
  });

  it('removes every mark it made inside the island once it has hydrated', () => {
    const plain = document.createElement('div');
    plain.innerHTML = BLOG_PAGE;
    document.body.replaceChildren(plain);
    const served = attributes();
    loadPage(BLOG_PAGE);
    screen.getByRole('button', { name: cards[0]!.category }).click();
    type('zzqx no such article');
    expect(attributes()).not.toEqual(served);
    announceHydrated(island());
    expect(attributes()).toEqual(served);
    expect(new URLSearchParams(location.search).get('category')).toBe(slugify(cards[0]!.category));
  });

  it('filters nothing once the island has hydrated', () => {
    loadPage(BLOG_PAGE);
    announceHydrated(island());
    type('zzqx no such article');
    expect(shownTitles()).toEqual(cards.map((card) => card.title));
  });
});
