// Test helpers for the loader's modules (jsdom): an island page as the post-export step writes
// it, and a fresh loader per test whose listeners are removed afterwards.
import { ELAPSED_FIELD } from '../../leads/native-post';
import { ISLAND_MODULES_ID } from '../contract';
import type { IslandModule } from './hydrate';
import { startLoader } from './main';

export const MODULES = { newsletter: ['/islands/newsletter-A.js', '/islands/shared-B.js'] };

/** An island page: a form island and its module list (the loader itself is started apart). */
export const ISLAND_PAGE = `
  <a href="/about" id="plain">About</a>
  <div data-island="newsletter" data-island-props='{"variant":"home"}' id="island">
    <form id="form" method="post" action="https://api.example.test/v1/iam/mail-list">
      <input name="email" value=""><input type="hidden" name="${ELAPSED_FIELD}" value="">
      <button id="send">Subscribe</button>
    </form>
    <button type="button" id="toggle">Open</button>
  </div>
  <script type="application/json" id="${ISLAND_MODULES_ID}">${JSON.stringify(MODULES)}</script>`;

/** What the loader imported, and with which root and props each module hydrated. */
export const imported: string[] = [];
export const hydrations: Array<{ url: string; root: Element; props: unknown }> = [];

/** Imports that resolve at once to a module recording its hydration (it does not hydrate). */
export const recordingImport = (url: string): Promise<IslandModule> => {
  imported.push(url);
  return Promise.resolve({ hydrate: (root, props) => void hydrations.push({ url, root, props }) });
};

/** Puts `html` in the body and starts the loader on it, as the inline script would. */
export function loadPage(html = ISLAND_PAGE, importModule = recordingImport) {
  document.body.innerHTML = html;
  return startLoader({ importModule });
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Every test gets a fresh page at `url`: the loader's window and document listeners are
 * removed afterwards, and the records cleared. Call at the top of a describe block.
 */
export function freshLoaderPerTest(url: string) {
  let listeners: Array<[EventTarget, string, EventListenerOrEventListenerObject, unknown]>;
  beforeEach(() => {
    listeners = [];
    imported.length = 0;
    hydrations.length = 0;
    for (const target of [window, document] as EventTarget[]) {
      const realAdd = target.addEventListener.bind(target);
      jest
        .spyOn(target, 'addEventListener')
        .mockImplementation(
          (type: string, listener, options?: boolean | AddEventListenerOptions) => {
            listeners.push([target, type, listener!, options]);
            realAdd(type, listener, options);
          },
        );
    }
    window.history.replaceState(null, '', url);
  });
  afterEach(() => {
    for (const [target, type, listener, options] of listeners)
      target.removeEventListener(type, listener, options as boolean | EventListenerOptions);
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });
}
