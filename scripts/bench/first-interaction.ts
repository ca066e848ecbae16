// The first interaction on each island page, as a phone sees it (part of `npm run bench`):
// Chromium at 390 px with the CPU slowed 4x and Lighthouse's mobile network (150 ms RTT,
// 1.6 Mbit/s down, 750 kbit/s up) through CDP, a fresh profile per run, the visitor acting 3 s
// after the load event (the chat also 0, 300 and 1500 ms after it: the islands hydrate at idle
// after the load event, and a tap may come before, docs/islands.md#hydration-at-idle). Each figure is the time from the input event (its `timeStamp`) to the
// first frame that shows the response: the page checks for the response in every animation
// frame and stamps the task right after it, which is when that frame has been painted. It also
// reports the Event Timing duration of the interaction (what INP would count) and the script
// bytes fetched until the response showed. It reports; it never fails on a timing.
import { chromium, type Browser, type Page } from '@playwright/test';
import { MAIL_LIST_PATH } from '../../lib/leads/endpoint';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';
import { slowToPhone } from '../test/phone';
import { acceptFunctionsFromTsx } from './in-page';
import { median } from './median';

/** A field a visitor can type in: not the hidden native-post fields, not the honeypot. */
const VISIBLE_INPUT = 'input:not([type=hidden]):not([tabindex="-1"])';

export const TAP_AFTER_LOAD_MS = 3000;
const RESPONSE_TIMEOUT_MS = 20_000;

/**
 * One interaction: `act` performs the visitor's input with Playwright; `response` runs in the
 * page (serialised, so self-contained, given the interaction's `args`) and returns true once the
 * frame shows the answer; `prepare` sets up state without any input event (so the measured
 * input stays the first intent).
 */
type Interaction = {
  page: string;
  name: string;
  input: 'pointerdown' | 'keydown';
  tapAfterLoadMs?: number;
  prepare?: (page: Page) => Promise<unknown>;
  act: (page: Page) => Promise<void>;
  args?: unknown;
  // `never`: each interaction's check takes its own args.
  response: (args: never) => boolean;
};

/** What the page records between the input and the frame that answers it. */
type ArmState = { inputAt: number | null; respondedAt: number | null; eventDurations: number[] };

/** Where the armed page leaves its answer for Playwright to await. */
type ArmedWindow = Window & { __firstInteraction?: Promise<ArmState> };

/** One run: milliseconds to the answer, the longest Event Timing, script bytes fetched. */
type Measured = { ms: number | null; inp: number | null; scriptBytes: number; error?: string };

export type InteractionResult = {
  page: string;
  name: string;
  runs: Measured[];
  medianMs: number | null;
  medianInp: number | null;
  medianScriptBytes: number | null;
};

/**
 * Sets form controls as typing would leave them, without an input event the bench would count:
 * the native value setter, then an `input` event React hears if it has hydrated already.
 * `fields` pairs a selector (every control it matches) with the value.
 */
const fillInPage = (page: Page, fields: [string, string][]) =>
  page.evaluate((fields) => {
    for (const [selector, value] of fields) {
      for (const control of document.querySelectorAll(selector)) {
        const proto: unknown = Object.getPrototypeOf(control);
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
        control.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  }, fields);

/**
 * An `act` that taps the first field matching `selector`, lets the focus settle, then presses
 * `key`: the keydown is the measured input.
 */
const tapThenPress = (selector: string, key: string) => async (page: Page) => {
  await page.locator(selector).first().click();
  await page.waitForTimeout(300);
  await page.keyboard.press(key);
};

/**
 * In the page: a form island has answered its submit once it shows its busy label or its
 * success panel (a native post before hydration navigates away: no answer here).
 */
function formSubmitShows({ root: rootSelector, busy }: { root: string; busy: string }) {
  const root = document.querySelector(rootSelector);
  return (
    (root?.textContent ?? '').includes(busy) || !!root?.querySelector('[data-testid=success-panel]')
  );
}

/**
 * "Open the chat", tapped `tapAfterLoadMs` after the load event: the answer is the chat's text
 * input, visible and focusable (not disabled) in the open panel.
 */
const openChat = (tapAfterLoadMs: number): Interaction => ({
  page: '/',
  name: `open the chat (tap ${tapAfterLoadMs} ms after load)`,
  input: 'pointerdown',
  tapAfterLoadMs,
  // The launcher: a popovertarget button (docs/islands.md#the-chat-launcher).
  act: (page) => page.locator('button[popovertarget="chat-panel"]').first().click(),
  response: () => {
    const input = document.querySelector<HTMLTextAreaElement | HTMLInputElement>(
      '#chat-panel textarea, #chat-panel input',
    );
    return (
      !!input &&
      !input.disabled &&
      input.getBoundingClientRect().height > 0 &&
      input.checkVisibility()
    );
  },
});

/**
 * The interaction "press a form island's submit button": `fields` (selectors inside `root`)
 * are filled first without input events, the pointerdown on the button is measured, and the
 * answer is the busy label `busy` or the success panel (formSubmitShows).
 */
const formSubmission = (
  path: string,
  name: string,
  root: string,
  busy: string,
  fields: [string, string][],
): Interaction => ({
  page: path,
  name,
  input: 'pointerdown',
  prepare: (page) =>
    fillInPage(
      page,
      fields.map(([selector, value]): [string, string] => [`${root} ${selector}`, value]),
    ),
  act: (page) => page.locator(`${root} button[type=submit]`).first().click(),
  args: { root, busy },
  response: formSubmitShows,
});

/** The interactions measured, in order. */
export const INTERACTIONS: Interaction[] = [
  ...[0, 300, 1500, TAP_AFTER_LOAD_MS].map(openChat),
  formSubmission('/', 'subscribe to the newsletter', '[data-newsletter]', 'Subscribing...', [
    ['input[type=email]', 'visitor@example.com'],
  ]),
  {
    page: '/contact',
    name: 'focus the first field and type',
    input: 'keydown',
    act: tapThenPress(`[data-contact-form] ${VISIBLE_INPUT}`, 'A'),
    args: { field: `[data-contact-form] ${VISIBLE_INPUT}` },
    response: ({ field }: { field: string }) =>
      document.querySelector<HTMLInputElement>(field)?.value === 'A',
  },
  formSubmission('/contact', 'submit the form', '[data-contact-form]', 'Sending...', [
    // The required fields, so the form goes out.
    ['form input[type=email]', 'visitor@example.com'],
    ['form :is(input, textarea)[required]:not([type=email])', 'Visitor'],
  ]),
  {
    page: '/blog',
    name: 'first keystroke in search',
    input: 'keydown',
    act: tapThenPress('[data-island="blog-filter"] input[type=search]', 'q'),
    // The filtered list itself, not any paint: every card still shown matches "q" in its title
    // or excerpt, and the list is not empty unless the no-match message shows.
    // Reads only what a visitor sees, so it measures builds with or without a pre-hydration filter.
    response: () => {
      const root = document.querySelector('[data-island="blog-filter"]');
      if (!root) return false;
      const shown = [...root.querySelectorAll('article')].filter((card) => card.checkVisibility());
      const matches = (card: Element) => {
        const heading = card.querySelector('h2, h3');
        const text = `${heading?.textContent} ${heading?.nextElementSibling?.textContent}`;
        return text.toLowerCase().includes('q');
      };
      const empty = [...root.querySelectorAll('p')].some(
        (p) => p.textContent === 'No articles found matching your criteria.' && p.checkVisibility(),
      );
      return (shown.length > 0 || empty) && shown.every(matches);
    },
  },
  {
    page: '/blog',
    name: 'first category button',
    input: 'pointerdown',
    // Marks the first category control not chosen yet (a filter button once the island is
    // live, a link to its category page before), and remembers its name (an attribute, no
    // input event).
    prepare: (page) =>
      page.evaluate(() => {
        const root = document.querySelector('[data-island="blog-filter"]');
        // Not "All": before the island is live it is the current page, once live it is pressed.
        const target = root?.querySelector(
          '[role=group] a:not([aria-current], [aria-pressed=true])',
        );
        if (!target) throw new Error('no category control to choose on /blog');
        target.setAttribute('data-bench-target', '');
        document.documentElement.dataset.benchCategory = target.textContent?.trim();
      }),
    act: (page) => page.locator('[data-bench-target]').click(),
    // The filtered list in this page: the URL names a category, and every card shown carries
    // the chosen category's badge (a navigation to the category page never answers here).
    response: () => {
      const name = document.documentElement.dataset.benchCategory;
      const root = document.querySelector('[data-island="blog-filter"]');
      if (!root || !new URLSearchParams(location.search).has('category')) return false;
      const shown = [...root.querySelectorAll('article')].filter((card) => card.checkVisibility());
      const inCategory = (card: Element) =>
        [...card.querySelectorAll('span')].some((badge) => badge.textContent === name);
      return shown.length > 0 && shown.every(inCategory);
    },
  },
];

/** Runs in the page: arms the input stamp, Event Timing and the per-frame response check. */
function arm(
  { input, args }: { input: Interaction['input']; args: unknown },
  check: (args: unknown) => boolean,
) {
  const state: ArmState = { inputAt: null, respondedAt: null, eventDurations: [] };
  addEventListener(
    input,
    (event) => {
      state.inputAt ??= event.timeStamp;
    },
    { capture: true },
  );
  // TypeScript's DOM types do not list Event Timing's durationThreshold yet.
  const eventTiming = { type: 'event', durationThreshold: 16, buffered: true };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry instanceof PerformanceEventTiming && entry.interactionId)
        state.eventDurations.push(entry.duration);
  }).observe(eventTiming);
  const armed: ArmedWindow = window;
  armed.__firstInteraction = new Promise((resolve) => {
    const frame = () => {
      if (state.inputAt !== null && check(args)) {
        // The task after the frame's callbacks runs once the frame has been produced.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.respondedAt = performance.now();
          resolve(state);
        };
        channel.port2.postMessage(null);
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await acceptFunctionsFromTsx(context);
  const page = await context.newPage();
  // The mail-list service is not part of the bench: answer after a second, like a real one.
  await page.route(`**${MAIL_LIST_PATH}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  const cdp = await slowToPhone(page);
  const scriptBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scriptBytes.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scriptBytes.has(requestId)) scriptBytes.set(requestId, encodedDataLength);
  });
  try {
    await page.goto(origin + interaction.page, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(interaction.tapAfterLoadMs ?? TAP_AFTER_LOAD_MS);
    await interaction.prepare?.(page);
    // As a source string: CDP evaluates it whatever the page's CSP says about eval.
    const options = JSON.stringify({ input: interaction.input, args: interaction.args ?? null });
    await page.evaluate(`(${arm})(${options}, ${interaction.response})`);
    await interaction.act(page);
    const state = await page.evaluate((timeout) => {
      const armed: ArmedWindow = window;
      return Promise.race([
        armed.__firstInteraction ?? null,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), timeout)),
      ]);
    }, RESPONSE_TIMEOUT_MS);
    const bytes = [...scriptBytes.values()].reduce((a, b) => a + b, 0);
    if (!state || state.respondedAt === null || state.inputAt === null)
      return { ms: null, inp: null, scriptBytes: bytes };
    return {
      ms: state.respondedAt - state.inputAt,
      inp: state.eventDurations.length ? Math.max(...state.eventDurations) : null,
      scriptBytes: bytes,
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures every interaction `runs` times against a served out/ at `origin`; `only` limits the
 * pages. Returns [{page, name, runs: [{ms, inp, scriptBytes}], medianMs, medianInp}].
 */
export async function measureFirstInteractions({
  origin,
  runs = 3,
  only = null,
  log = console.log,
}: {
  origin: string;
  runs?: number;
  only?: string[] | null;
  log?: (line: string) => void;
}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: InteractionResult[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      if (only && !only.includes(interaction.page)) continue;
      const measured: Measured[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await measureOnce(browser, origin, interaction).catch(
          (error: unknown): Measured => ({
            ms: null,
            inp: null,
            scriptBytes: 0,
            error: String(error instanceof Error ? error.message : error).split('\n')[0],
          }),
        );
        measured.push(result);
        log(
          `bench: first interaction ${interaction.page} "${interaction.name}" run ${run}/${runs}: ` +
            (result.ms === null
              ? `no response${result.error ? ` (${result.error})` : ''}`
              : `${result.ms.toFixed(0)} ms`),
        );
      }
      results.push({
        page: interaction.page,
        name: interaction.name,
        runs: measured,
        medianMs: median(measured.map((r) => r.ms)),
        medianInp: median(measured.map((r) => r.inp)),
        medianScriptBytes: median(measured.map((r) => r.scriptBytes)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
