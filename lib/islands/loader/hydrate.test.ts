/** @jest-environment jsdom */
import { ELAPSED_FIELD } from '../../leads/native-post';
import { IDLE_TIMEOUT_MS, ISLAND_MODULES_ID } from '../contract';
import {
  flush,
  freshLoaderPerTest,
  hydrations,
  imported,
  ISLAND_PAGE,
  loadPage,
  MODULES,
} from './testing';

const modulePreloads = () =>
  [...document.querySelectorAll('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );

/** requestIdleCallback, recorded: the tests say when the browser is idle. */
function fakeIdle() {
  const calls: Array<{ job: () => void; timeout?: number }> = [];
  Object.assign(window, {
    requestIdleCallback: (job: () => void, options?: { timeout?: number }) =>
      calls.push({ job, timeout: options?.timeout }),
  });
  return calls;
}

/** jsdom's document has loaded by the time a test runs: make it look as if it is loading. */
function whileLoading() {
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

describe('hydration at idle after the load event', () => {
  freshLoaderPerTest('/');
  afterEach(() => delete (window as Partial<Window>).requestIdleCallback);

  it('imports nothing while the page loads, then each island module once the browser is idle', async () => {
    const idle = fakeIdle();
    whileLoading();
    loadPage();
    window.dispatchEvent(new Event('pointerdown'));
    expect(idle).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(idle).toEqual([{ job: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
    expect(imported).toEqual([]);
    idle[0]!.job();
    expect(imported).toEqual([MODULES.newsletter[0]]);
    // Its chunks download beside it, not after it.
    expect(modulePreloads()).toEqual(MODULES.newsletter);
    await flush();
    expect(hydrations).toEqual([
      {
        url: MODULES.newsletter[0],
        root: document.getElementById('island'),
        props: { variant: 'home' },
      },
    ]);
    // Once only, whatever else happens.
    window.dispatchEvent(new Event('load'));
    idle.slice(1).forEach((call) => call.job());
    expect(imported).toHaveLength(1);
  });

  it('hydrates at the next idle moment when the page has already loaded', () => {
    const idle = fakeIdle();
    loadPage();
    expect(idle).toHaveLength(1);
    idle[0]!.job();
    expect(imported).toEqual([MODULES.newsletter[0]]);
  });

  it('without requestIdleCallback, hydrates in the task after the load event', () => {
    jest.useFakeTimers();
    try {
      loadPage();
      expect(imported).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(imported).toEqual([MODULES.newsletter[0]]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a module that does not arrive: the stand-in links show again, nothing hydrates', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const idle = fakeIdle();
    loadPage(
      `${ISLAND_PAGE}<div data-island="chat" data-island-props="{}"><a href="/contact" data-fallback-for="panel">Chat</a><button popovertarget="panel">Chat</button><div id="panel" popover="manual"></div></div>
       <script type="application/json" id="${ISLAND_MODULES_ID}">{"chat":["/islands/chat-X.js"],"newsletter":["/islands/n.js"]}</script>`,
      (url) => Promise.reject(new Error(`failed to fetch ${url}`)),
    );
    idle[0]!.job();
    await flush();
    expect(hydrations).toEqual([]);
    expect(document.documentElement).toHaveAttribute('data-islands-failed');
    expect(error).toHaveBeenCalledTimes(2);
    document.documentElement.removeAttribute('data-islands-failed');
  });

  it('reports an island the page lists no module for, and hydrates the others', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const idle = fakeIdle();
    loadPage(
      ISLAND_PAGE.replace('data-island="newsletter"', 'data-island="unknown"') +
        '<div data-island="newsletter" data-island-props="{}" id="other"></div>',
    );
    idle[0]!.job();
    await flush();
    expect(error).toHaveBeenCalledWith(new Error('no module for island unknown'));
    expect(hydrations.map((h) => h.root.id)).toEqual(['other']);
    document.documentElement.removeAttribute('data-islands-failed');
  });
});

describe('page-load jobs', () => {
  freshLoaderPerTest('/');

  it('a form posted natively (no island yet) says how long it was open', () => {
    fakeIdle();
    loadPage();
    jest.spyOn(performance, 'now').mockReturnValue(2345.6);
    const form = document.getElementById('form') as HTMLFormElement;
    // jsdom cannot navigate: the submit event is what matters.
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit();
    expect(form.elements.namedItem(ELAPSED_FIELD)).toHaveValue('2346');
    delete (window as Partial<Window>).requestIdleCallback;
  });
});
