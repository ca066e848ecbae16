/** @jest-environment jsdom */
import { ISLAND_MODULES_ID, PREFETCH_DELAY_MS } from '../contract.mjs';
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

describe('hydration on intent', () => {
  freshLoaderPerTest('/');

  it('imports nothing with the page, then each island module once on the first intent', async () => {
    loadPage();
    expect(imported).toEqual([]);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('scroll'));
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
  });

  it('hydrates at once when the URL carries state (a query string)', () => {
    window.history.replaceState(null, '', '/blog?q=flutter');
    loadPage();
    expect(imported).toEqual([MODULES.newsletter[0]]);
  });

  it('preloads the modules a second after the load event, at idle, without running them', () => {
    jest.useFakeTimers();
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    try {
      loadPage();
      jest.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
      expect(idle).toHaveLength(0);
      jest.advanceTimersByTime(1);
      idle[0]!();
      expect(modulePreloads()).toEqual(MODULES.newsletter);
      expect(imported).toEqual([]);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      jest.useRealTimers();
    }
  });

  it('degrades when a module does not arrive: popover links are links again, nothing hydrates', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '';
    loadPage(
      `${ISLAND_PAGE}<div data-island="chat" data-island-props="{}"><a href="/contact" id="launcher" data-popover-link="panel">Chat</a><div id="panel" popover="manual"></div></div>
       <script type="application/json" id="${ISLAND_MODULES_ID}">{"chat":["/islands/chat-X.js"],"newsletter":["/islands/n.js"]}</script>`,
      (url) => Promise.reject(new Error(`failed to fetch ${url}`)),
    );
    window.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(hydrations).toEqual([]);
    expect(document.getElementById('launcher')).not.toHaveAttribute('role');
    expect(error).toHaveBeenCalled();
  });

  it('reports an island the page lists no module for, and hydrates the others', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    loadPage(
      ISLAND_PAGE.replace('data-island="newsletter"', 'data-island="unknown"') +
        '<div data-island="newsletter" data-island-props="{}" id="other"></div>',
    );
    window.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(error).toHaveBeenCalledWith(new Error('no module for island unknown'));
    expect(hydrations.map((h) => h.root.id)).toEqual(['other']);
  });
});
