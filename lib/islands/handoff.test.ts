/** @jest-environment jsdom */
import {
  DEFERRED_FLIGHT_ATTR,
  DEFERRED_SCRIPTS_ID,
  editedControls,
  HYDRATED_ATTR,
  HYDRATED_EVENT,
  INTENT_LOADER,
  NATIVE_FALLBACK_MS,
  OPENED_AT_ATTR,
  POPOVER_LINK_ATTR,
  PREFETCH_DELAY_MS,
} from './handoff.mjs';
import { ELAPSED_FIELD } from '../mail-list/native-post.mjs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { BlogFilterView, NO_MATCH_MESSAGE } from '@/components/blog/blog-filter-view';
import { blogFilterCopy, getAllPosts, getBlogCopy, toCard } from '@/lib/content/blog';
import { ALL_CATEGORIES } from '@/lib/content/blog-categories';
import { blogCategoryLinks, blogListPages } from '@/lib/content/blog-pages';
import { slugify } from '@/lib/utils/slugify';

const RUNTIME = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];

/**
 * An island page as the build writes it: a form island, the script list and the loader; with
 * `flight`, its RSC payload is that file rather than inline JSON blocks.
 */
function loadPage({ flight }: { flight?: string } = {}) {
  document.body.innerHTML = `
    <a href="/about" id="plain">About</a>
    <div data-island="newsletter" id="island">
      <form id="form" method="post" action="https://api.example.test/v1/iam/mail-list">
        <input name="email" value=""><input type="hidden" name="${ELAPSED_FIELD}" value="">
        <button id="send">Subscribe</button>
      </form>
      <button type="button" id="toggle">Open</button>
    </div>
    ${
      flight
        ? `<script type="application/json" data-deferred-push="TURBOPACK">{"otherChunks":[]}</script>`
        : `<script type="application/json" data-deferred-push="__next_f">[1,"payload"]</script>`
    }
    <script type="application/json" id="${DEFERRED_SCRIPTS_ID}"${
      flight ? ` ${DEFERRED_FLIGHT_ATTR}="${flight}"` : ''
    }>${JSON.stringify(RUNTIME)}</script>`;
  // jsdom runs no inline script from innerHTML: run the loader's source as the browser would.
  new Function(INTENT_LOADER)();
}

const insertedScripts = () =>
  [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

function hydrate(island: Element) {
  island.setAttribute(HYDRATED_ATTR, '');
  island.dispatchEvent(new Event(HYDRATED_EVENT, { bubbles: true }));
}

/**
 * Every test gets a fresh loader at `url`: its window listeners are remembered and removed
 * afterwards. Call at the top of a describe block.
 */
function freshLoaderPerTest(url: string) {
  let listeners: Array<[string, EventListenerOrEventListenerObject, unknown]>;
  const realAdd = window.addEventListener.bind(window);

  beforeEach(() => {
    listeners = [];
    jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener, options]);
      realAdd(type, listener, options);
    });
    window.history.replaceState(null, '', url);
  });

  afterEach(() => {
    for (const [type, listener, options] of listeners)
      window.removeEventListener(type, listener, options as boolean | EventListenerOptions);
    jest.restoreAllMocks();
  });
}

describe('the intent loader', () => {
  freshLoaderPerTest('/');

  it('loads nothing with the page, then the payload and the runtime once on the first intent', () => {
    const global = self as unknown as { __next_f?: unknown[] };
    delete global.__next_f;
    loadPage();
    expect(insertedScripts()).toEqual([]);
    expect(global.__next_f).toBeUndefined();
    window.dispatchEvent(new Event('pointermove'));
    expect(global.__next_f).toEqual([[1, 'payload']]);
    expect(insertedScripts()).toEqual(RUNTIME);
    window.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('scroll'));
    expect(insertedScripts()).toEqual(RUNTIME);
  });

  it('loads at once when the URL has a query string', () => {
    window.history.replaceState(null, '', '/blog?q=flutter');
    loadPage();
    expect(insertedScripts()).toEqual(RUNTIME);
  });

  it('holds a click on an island button until the island hydrates, then replays it', () => {
    loadPage();
    const island = document.getElementById('island')!;
    const toggle = document.getElementById('toggle')!;
    const seen: string[] = [];
    toggle.addEventListener('click', () =>
      seen.push(island.hasAttribute(HYDRATED_ATTR) ? 'hydrated' : 'static'),
    );

    toggle.click();
    expect(seen).toEqual([]);
    expect(insertedScripts()).toEqual(RUNTIME);

    hydrate(island);
    expect(seen).toEqual(['hydrated']);
    toggle.click();
    expect(seen).toEqual(['hydrated', 'hydrated']);
  });

  it('holds a form submission until the island hydrates, then submits again', () => {
    loadPage();
    const island = document.getElementById('island')!;
    const form = document.getElementById('form') as HTMLFormElement;
    const submissions: boolean[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submissions.push(island.hasAttribute(HYDRATED_ATTR));
    });
    form.requestSubmit();
    expect(submissions).toEqual([]);
    hydrate(island);
    expect(submissions).toEqual([true]);
  });

  describe('when the runtime never arrives', () => {
    let nativePosts: Array<{ form: HTMLFormElement; elapsed: string }>;

    beforeEach(() => {
      jest.useFakeTimers();
      nativePosts = [];
      // jsdom does not navigate: record what the browser would post instead.
      jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
        this: HTMLFormElement,
      ) {
        const elapsed = this.elements.namedItem(ELAPSED_FIELD) as HTMLInputElement;
        nativePosts.push({ form: this, elapsed: elapsed.value });
      });
    });

    afterEach(() => jest.useRealTimers());

    function submitHeld() {
      loadPage();
      const form = document.getElementById('form') as HTMLFormElement;
      (form.elements.namedItem('email') as HTMLInputElement).value = 'cto@northwind.example';
      const submitted = jest.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', submitted);
      form.requestSubmit();
      return { form, submitted };
    }

    it(`posts a held submission natively after ${NATIVE_FALLBACK_MS} ms, with the time the form was open`, () => {
      jest.advanceTimersByTime(2500); // the visitor spends a while on the page
      const { form, submitted } = submitHeld();
      jest.advanceTimersByTime(NATIVE_FALLBACK_MS - 1);
      expect(nativePosts).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(nativePosts).toHaveLength(1);
      expect(nativePosts[0]!.form).toBe(form);
      // Measured when the visitor pressed submit, not when the fallback fired.
      expect(Number(nativePosts[0]!.elapsed)).toBeGreaterThanOrEqual(2500);
      expect(Number(nativePosts[0]!.elapsed)).toBeLessThan(2500 + NATIVE_FALLBACK_MS);
      // The typed address is still in the form the browser posts.
      expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe(
        'cto@northwind.example',
      );
      expect(submitted).not.toHaveBeenCalled();
    });

    it('does not post natively once the island has hydrated and replayed it', () => {
      const { submitted } = submitHeld();
      jest.advanceTimersByTime(NATIVE_FALLBACK_MS - 1000);
      hydrate(document.getElementById('island')!);
      expect(submitted).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(NATIVE_FALLBACK_MS);
      expect(nativePosts).toEqual([]);
    });

    it('holds a second press as the same submission: one native post, not two', () => {
      const { form } = submitHeld();
      jest.advanceTimersByTime(1000);
      form.requestSubmit();
      jest.advanceTimersByTime(NATIVE_FALLBACK_MS * 2);
      expect(nativePosts).toHaveLength(1);
    });

    it('lets a submit button through to the browser, which validates and submits', () => {
      loadPage();
      const form = document.getElementById('form') as HTMLFormElement;
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById('send')!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      jest.advanceTimersByTime(NATIVE_FALLBACK_MS);
      expect(nativePosts.map((post) => post.form)).toEqual([form]);
    });
  });

  it('marks a held form so its busy label shows at once, and unmarks it on replay', () => {
    loadPage();
    const island = document.getElementById('island')!;
    const form = document.getElementById('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    // A tap on the submit button: the click goes through, the submission is held.
    document.getElementById('send')!.click();
    expect(form).toHaveAttribute('data-held');
    hydrate(island);
    expect(form).not.toHaveAttribute('data-held');
  });

  it('replays a held click on the control with the same id when hydration replaced it', () => {
    loadPage();
    const island = document.getElementById('island')!;
    document.getElementById('toggle')!.click();
    // The live island renders its own button in place of the server-rendered one.
    const live = document.createElement('button');
    live.id = 'toggle';
    const clicks: string[] = [];
    live.addEventListener('click', () => clicks.push('live'));
    document.getElementById('toggle')!.replaceWith(live);
    hydrate(island);
    expect(clicks).toEqual(['live']);
  });

  it('replays a held click on a control the live island renders a moment after hydrating', () => {
    jest.useFakeTimers();
    try {
      loadPage();
      const island = document.getElementById('island')!;
      document.getElementById('toggle')!.click();
      // Hydration removed the server-rendered control; the live one comes with a later render.
      document.getElementById('toggle')!.remove();
      hydrate(island);
      const clicks: string[] = [];
      const live = document.createElement('button');
      live.id = 'toggle';
      live.addEventListener('click', () => clicks.push('live'));
      jest.advanceTimersByTime(100);
      island.append(live);
      expect(clicks).toEqual([]);
      jest.advanceTimersByTime(20);
      expect(clicks).toEqual(['live']);
      jest.advanceTimersByTime(2000);
      expect(clicks).toEqual(['live']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches the runtime a second after the load event, at idle, and runs it on intent', () => {
    jest.useFakeTimers();
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    try {
      loadPage();
      // jsdom has finished loading the test document; the loader lets the page settle first.
      jest.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
      expect(idle).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(idle).toHaveLength(1);
      expect(document.querySelectorAll('link[rel=prefetch]')).toHaveLength(0);
      idle[0]!();
      const prefetched = [...document.querySelectorAll('link[rel=prefetch][as=script]')];
      expect(prefetched.map((link) => link.getAttribute('href'))).toEqual(RUNTIME);
      expect(insertedScripts()).toEqual([]);
      window.dispatchEvent(new Event('pointerdown'));
      expect(insertedScripts()).toEqual(RUNTIME);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      jest.useRealTimers();
      document.head.innerHTML = '';
    }
  });

  describe('with the RSC payload in a file', () => {
    const FLIGHT = '/_next/static/flight/0123456789abcdef.json';
    const ROWS = [[0], [1, '1:"$Sreact.fragment"\n'], [1, '0:["$","main",null,{}]\n']];
    const realFetch = window.fetch;
    const scope = self as unknown as { __next_f?: unknown[]; TURBOPACK?: unknown[] };
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    beforeEach(() => {
      delete scope.__next_f; // filled by the inline-payload pages of the tests above
    });
    afterEach(() => {
      window.fetch = realFetch;
      delete scope.__next_f;
      delete scope.TURBOPACK;
      document.head.innerHTML = '';
    });
    const respond = (response: Promise<unknown>) => {
      const fetchMock = jest.fn(() => response);
      window.fetch = fetchMock as unknown as typeof fetch;
      return fetchMock;
    };

    it('fetches it on intent, pushes its rows in order, and only then runs the runtime', async () => {
      const fetchMock = respond(Promise.resolve({ ok: true, json: () => Promise.resolve(ROWS) }));
      loadPage({ flight: FLIGHT });
      window.dispatchEvent(new Event('pointerdown'));
      expect(fetchMock).toHaveBeenCalledWith(FLIGHT);
      // The scripts download meanwhile, but none runs before its payload is there.
      const preloads = [...document.querySelectorAll('link[rel=preload][as=script]')];
      expect(preloads.map((link) => link.getAttribute('href'))).toEqual(RUNTIME);
      expect(insertedScripts()).toEqual([]);
      expect(scope.TURBOPACK).toEqual([{ otherChunks: [] }]);
      await flush();
      expect(scope.__next_f).toEqual(ROWS);
      expect(insertedScripts()).toEqual(RUNTIME);
    });

    it('is prefetched at idle with the runtime', () => {
      respond(new Promise(() => {}));
      jest.useFakeTimers();
      const idle: Array<() => void> = [];
      Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
      try {
        loadPage({ flight: FLIGHT });
        jest.advanceTimersByTime(PREFETCH_DELAY_MS);
        idle.shift()!();
        const prefetched = [...document.querySelectorAll('link[rel=prefetch]')];
        expect(prefetched.map((link) => link.getAttribute('href'))).toEqual([...RUNTIME, FLIGHT]);
        expect(prefetched.at(-1)!.getAttribute('as')).toBe('fetch');
      } finally {
        delete (window as Partial<Window>).requestIdleCallback;
        jest.useRealTimers();
      }
    });

    it('runs nothing when the payload does not arrive: no half-hydrated page', async () => {
      respond(Promise.resolve({ ok: false, status: 404, json: () => Promise.reject(new Error()) }));
      loadPage({ flight: FLIGHT });
      window.dispatchEvent(new Event('pointerdown'));
      await flush();
      expect(insertedScripts()).toEqual([]);
      expect(scope.__next_f).toBeUndefined();
    });
  });

  it('turns a popover link into a button that opens its panel before hydration', () => {
    loadPage();
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div data-island="chat" id="chat"><a href="/contact" id="launcher" ${POPOVER_LINK_ATTR}="panel">Chat</a><div id="panel" popover="manual"></div></div>`,
    );
    // jsdom has no Popover API: give the panel the method the loader calls.
    const panel = document.getElementById('panel')!;
    const toggled: number[] = [];
    Object.assign(panel, { togglePopover: () => toggled.push(1) });
    new Function(INTENT_LOADER)();
    const launcher = document.getElementById('launcher')!;
    expect(launcher).toHaveAttribute('role', 'button');
    expect(launcher).toHaveAttribute('aria-controls', 'panel');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    launcher.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(toggled.length).toBeGreaterThan(0);
    expect(panel).toHaveAttribute(OPENED_AT_ATTR);
    expect(insertedScripts().length).toBeGreaterThan(0);
  });

  it('leaves a popover link a plain link where the platform has no Popover API', () => {
    document.body.innerHTML = `<div data-island="chat"><a href="/contact" id="launcher" ${POPOVER_LINK_ATTR}="panel">Chat</a><div id="panel"></div></div>
      <script type="application/json" id="${DEFERRED_SCRIPTS_ID}">[]</script>`;
    new Function(INTENT_LOADER)();
    const launcher = document.getElementById('launcher')!;
    expect(launcher).not.toHaveAttribute('role');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    launcher.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('leaves clicks outside islands alone', () => {
    loadPage();
    const link = document.getElementById('plain')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('editedControls', () => {
  it('reports the controls whose value differs from what was rendered', () => {
    document.body.innerHTML = `
      <form>
        <input name="first" value="">
        <input name="same" value="kept">
        <textarea name="message"></textarea>
        <select name="budget"><option value="">Select</option><option value="low">Low</option></select>
        <select name="service"><option value="web">Web</option><option value="ai" selected>AI</option></select>
        <input type="checkbox" name="consent">
      </form>`;
    const form = document.querySelector('form')!;
    (form.elements.namedItem('first') as HTMLInputElement).value = 'Ada';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello';
    (form.elements.namedItem('budget') as HTMLSelectElement).value = 'low';
    (form.elements.namedItem('consent') as HTMLInputElement).checked = true;
    expect(editedControls(form)).toEqual([
      ['first', 'Ada'],
      ['message', 'Hello'],
      ['budget', 'low'],
    ]);
  });

  it('reports nothing for an untouched form', () => {
    document.body.innerHTML = `<form><input name="q" value="x"><select name="s"><option>A</option></select></form>`;
    expect(editedControls(document.querySelector('form')!)).toEqual([]);
  });
});

describe('the pre-hydration blog filter', () => {
  // The real /blog list as the server renders it (page 1 of content/blog), under the loader.
  const { list: copy } = getBlogCopy();
  const posts = getAllPosts();
  const cards = blogListPages(posts, copy.pageSize)[0]!.items.map(toCard);
  const categories = blogCategoryLinks(posts);
  freshLoaderPerTest('/blog');

  beforeEach(() => {
    document.body.innerHTML = `${renderToStaticMarkup(
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
        copy: blogFilterCopy(getBlogCopy()),
        onIntent: () => {},
        onQueryChange: () => {},
        onCategoryChange: () => {},
        onClear: () => {},
        onMore: () => {},
      }),
    )}<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(RUNTIME)}</script>`;
    new Function(INTENT_LOADER)();
  });

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

  it('filters the cards on a keystroke, case-insensitively in title or excerpt', () => {
    expect(noMatch().closest('[hidden]')).not.toBeNull();
    // A word of the last card's excerpt, typed in capitals.
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
    expect(noMatch().closest('[hidden]')).not.toBeNull();
    // The runtime starts on the same intent.
    expect(insertedScripts()).toEqual(RUNTIME);
  });

  it('shows the no-match message when no card matches, and the full list again when cleared', () => {
    type('zzqx no such article');
    expect(shownTitles()).toEqual([]);
    expect(noMatch().closest('[hidden]')).toBeNull();
    type('');
    expect(shownTitles()).toEqual(cards.map((card) => card.title));
    expect(noMatch().closest('[hidden]')).not.toBeNull();
  });

  it('filters by a tapped category, marks it chosen and puts it in the URL', () => {
    const category = cards.at(-1)!.category;
    const link = screen.getByRole('link', { name: category });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(link).toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: ALL_CATEGORIES })).not.toHaveAttribute('aria-current');
    expect(new URLSearchParams(location.search).get('category')).toBe(slugify(category));
    expect(shownTitles()).toEqual(
      cards.filter((card) => card.category === category).map((card) => card.title),
    );
    // Combined with a search (spec 5): a word from another category's card matches nothing.
    const other = cards.find((card) => card.category !== category);
    if (other) {
      type(other.title);
      expect(shownTitles()).toEqual([]);
    }
  });

  it('leaves a click with a modifier key to the browser (the category page in a new tab)', () => {
    const link = screen.getByRole('link', { name: cards[0]!.category });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(location.search).toBe('');
  });

  it('removes every mark it made once the island has hydrated', () => {
    const before = attributes();
    screen.getByRole('link', { name: cards[0]!.category }).click();
    type('zzqx no such article');
    expect(attributes()).not.toEqual(before);
    hydrate(island());
    // The typed value stays in the input (a property, adopted by React); the HTML is as served.
    expect(attributes()).toEqual(before);
    expect(new URLSearchParams(location.search).get('category')).toBe(slugify(cards[0]!.category));
  });

  it('filters nothing once the island has hydrated', () => {
    hydrate(island());
    type('zzqx no such article');
    expect(shownTitles()).toEqual(cards.map((card) => card.title));
  });
});
