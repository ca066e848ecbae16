import { pageKind, searchablePage, urlOf } from './search-pages.mjs';

const page = (head = '', main = '<main data-page="x"><h1>Title</h1></main>') =>
  `<!doctype html><html><head>${head}</head><body><header>nav</header>${main}</body></html>`;

describe('site search indexing', () => {
  it('maps exported files to clean URLs', () => {
    expect(urlOf('index.html')).toBe('/');
    expect(urlOf('about.html')).toBe('/about');
    expect(urlOf('blog/some-article.html')).toBe('/blog/some-article');
  });

  it.each([
    ['/blog/some-article', 'Article'],
    ['/services/devops', 'Service'],
    ['/technologies/react', 'Technology'],
    ['/products/chargiq', 'Product'],
    ['/case-studies/x', 'Case study'],
    ['/about', 'Page'],
  ])('calls %s a(n) %s', (url, kind) => expect(pageKind(url)).toBe(kind));

  it('indexes only the main content, tagged with its kind', () => {
    const result = searchablePage('services/devops.html', page());
    expect(result?.html).toContain(
      '<main data-pagefind-body data-pagefind-meta="type:Service" data-pagefind-filter="type:Service" data-page="x">',
    );
  });

  it.each([
    [
      'a noindex page (confirmation, failure)',
      'contact/thank-you.html',
      page('<meta name="robots" content="noindex, follow"/>'),
    ],
    [
      'a redirect stub',
      'services/blockchain.html',
      page('<meta http-equiv="refresh" content="0; url=/x">', ''),
    ],
    ['the 404 page', '404.html', page()],
    ['/search itself', 'search.html', page()],
    ['a blog list page', 'blog/page/2.html', page()],
    ['a category page', 'blog/category/web-development.html', page()],
    ['/blog', 'blog.html', page()],
  ])('skips %s', (_label, file, html) => expect(searchablePage(file, html)).toBeNull());
});
