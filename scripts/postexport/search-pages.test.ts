import { routeOfFile } from './pages';
import { pageKind, searchablePage } from './search-pages';
import { eachCase } from '@/testing/each-case';

const page = (head = '', main = '<main data-page="x"><h1>Title</h1></main>') =>
  `<!doctype html><html><head>${head}</head><body><header>nav</header>${main}</body></html>`;

describe('site search indexing', () => {
  describe('maps exported files to clean URLs', () => {
    eachCase(
      routeOfFile,
      [
        ['index.html', '/'],
        ['about.html', '/about'],
        ['blog/some-article.html', '/blog/some-article'],
        ['blog/index.html', '/blog'],
      ],
      '%s -> %s',
    );
  });

  it('indexes a page under the route its file serves', () => {
    expect(searchablePage('services/index.html', page())?.url).toBe('/services');
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
    // What the regexes it replaced missed: attribute order, case, quoting.
    [
      'a noindex page whose meta says content first',
      'contact/thank-you.html',
      page("<meta content='noindex' NAME=ROBOTS>"),
    ],
    [
      'a redirect stub whose meta is spelt otherwise',
      'services/x.html',
      page('<META content="0; url=/x" HTTP-EQUIV=Refresh>'),
    ],
    ['a page without a main element', 'about.html', page('', '<div>No main</div>')],
  ])('skips %s', (_label, file, html) => expect(searchablePage(file, html)).toBeNull());

  it('indexes a page whose robots meta allows it', () => {
    const html = page('<meta name="robots" content="index, follow, max-snippet:-1">');
    expect(searchablePage('about.html', html)?.kind).toBe('Page');
  });

  it('marks the real <main>, not one in a comment or a script, and changes nothing else', () => {
    const before = '<!-- <main> once --><script>const t = "<main>";</script><header>nav</header>';
    const html = `<!doctype html><html><head></head><body>${before}<MAIN\nclass="x"><h1>T</h1></MAIN></body></html>`;
    const result = searchablePage('about.html', html);
    expect(result?.html).toBe(
      html.replace(
        '<MAIN\n',
        '<MAIN data-pagefind-body data-pagefind-meta="type:Page" data-pagefind-filter="type:Page"\n',
      ),
    );
  });
});
