/** @jest-environment jsdom */
import { ELAPSED_FIELD } from '../../mail-list/native-post.mjs';
import { HYDRATED_ATTR, NATIVE_FALLBACK_MS } from '../contract.mjs';
import { announceHydrated, freshLoaderPerTest, imported, loadPage } from './testing';

describe('holding what the visitor does until the island has hydrated', () => {
  freshLoaderPerTest('/');

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
    expect(imported).toHaveLength(1);
    announceHydrated(island);
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
    announceHydrated(island);
    expect(submissions).toEqual([true]);
  });

  it('marks a held form so its busy label shows at once, and unmarks it on replay', () => {
    loadPage();
    const form = document.getElementById('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault());
    document.getElementById('send')!.click();
    expect(form).toHaveAttribute('data-held');
    announceHydrated(document.getElementById('island')!);
    expect(form).not.toHaveAttribute('data-held');
  });

  it('replays a held click on the control with the same id when hydration replaced it', () => {
    loadPage();
    const island = document.getElementById('island')!;
    document.getElementById('toggle')!.click();
    const live = document.createElement('button');
    live.id = 'toggle';
    const clicks: string[] = [];
    live.addEventListener('click', () => clicks.push('live'));
    document.getElementById('toggle')!.replaceWith(live);
    announceHydrated(island);
    expect(clicks).toEqual(['live']);
  });

  it('replays a held click on a control the live island renders a moment after hydrating', () => {
    jest.useFakeTimers();
    try {
      loadPage();
      const island = document.getElementById('island')!;
      document.getElementById('toggle')!.click();
      document.getElementById('toggle')!.remove();
      announceHydrated(island);
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

  it('holds Enter in a composer that sends on Enter, and submits its form on hydration', () => {
    loadPage(
      `<div data-island="chat" data-island-props="{}" id="chat"><form id="composer"><textarea id="text" data-enter-submits=""></textarea></form></div>
       <script type="application/json" id="island-modules">{"chat":["/islands/chat-A.js"]}</script>`,
    );
    const form = document.getElementById('composer') as HTMLFormElement;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.getElementById('text')!.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    announceHydrated(document.getElementById('chat')!);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves clicks outside islands alone', () => {
    loadPage();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('plain')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  describe('when the island never arrives', () => {
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
      jest.advanceTimersByTime(2500);
      const { form, submitted } = submitHeld();
      jest.advanceTimersByTime(NATIVE_FALLBACK_MS - 1);
      expect(nativePosts).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(nativePosts).toHaveLength(1);
      expect(nativePosts[0]!.form).toBe(form);
      expect(Number(nativePosts[0]!.elapsed)).toBeGreaterThanOrEqual(2500);
      expect(Number(nativePosts[0]!.elapsed)).toBeLessThan(2500 + NATIVE_FALLBACK_MS);
      expect((form.elements.namedItem('email') as HTMLInputElement).value).toBe(
        'cto@northwind.example',
      );
      expect(submitted).not.toHaveBeenCalled();
    });

    it('does not post natively once the island has hydrated and replayed it', () => {
      const { submitted } = submitHeld();
      jest.advanceTimersByTime(NATIVE_FALLBACK_MS - 1000);
      announceHydrated(document.getElementById('island')!);
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
});
