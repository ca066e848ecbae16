// Hydration on intent: the contract between the build, the page and the islands.
//
// Island pages (home, /blog, /contact) are complete HTML: links, menus, inputs and native form
// validation work before any script runs. Next's runtime (~170 KB gzipped: React, the router,
// the islands) costs a phone about half a second of blocked main thread, so the build
// (scripts/build/zero-js.mjs) does not load it with the page: it lists the runtime's scripts in
// a JSON block and adds INTENT_LOADER, which fetches them (without running them) once the page
// is complete and the browser idle, and runs them on the visitor's first sign of intent
// (pointer, touch, key, focus, wheel or scroll), or at once when the URL carries a query string
// (the blog filter's state lives there).
// Next's RSC payload waits too: the build moves it out of the HTML into a file the loader
// fetches with the runtime and pushes before the runtime runs (Turbopack's small chunk list
// stays inline as a JSON block).
// A link marked POPOVER_LINK_ATTR (the chat launcher, a link to /contact in the HTML) opens the
// popover it names through the platform while the island that owns it is not hydrated: the
// visitor sees the panel at once, and React takes over the same element.
// A list marked for filtering (FILTER_ATTRS, the blog's page of cards) answers its search box
// and category controls at once, before React runs: the loader hides the items that do not
// match (the `hidden` property), shows the list's no-match message when none do, and keeps the
// chosen category in the URL (?category=) where the island reads it. It covers the items in
// the HTML only; the island completes the answer (every article, from its index) and, when it
// announces HYDRATED_EVENT, the loader removes every mark it made.
// Until an island has hydrated:
// - what the visitor types stays in the native controls; the island adopts it on hydration
//   (editedControls, called by components/islands/use-island-handoff.ts);
// - a click on one of its buttons, or a submission of one of its forms, is held and replayed
//   once the island announces HYDRATED_EVENT, so nothing the visitor did is lost; a held form
//   carries data-held meanwhile, and its submit button shows its data-pending-label.
// - if the runtime has not arrived NATIVE_FALLBACK_MS after a held submission (a failed chunk,
//   blocked scripts, a dead network), the form goes out natively instead: a POST to its action,
//   which the mail-list service answers with a redirect to a confirmation page. The visitor's
//   input is never stuck behind a script that may never come.
// Plain .mjs so that the build scripts and the React hook share one copy.

import { ELAPSED_FIELD } from '../mail-list/native-post.mjs';

/** Marks an island's root element in the HTML. */
export const ISLAND_ATTR = 'data-island';
/** Set on an island's root once React has hydrated it (and adopted pre-hydration input). */
export const HYDRATED_ATTR = 'data-hydrated';
/** Dispatched (bubbling) from an island's root once it has hydrated. */
export const HYDRATED_EVENT = 'island:hydrated';
/** Id of the JSON block listing the runtime scripts the loader inserts. */
export const DEFERRED_SCRIPTS_ID = 'deferred-runtime';
/** On that block: the URL of the page's RSC payload, pushed for the runtime before it runs. */
export const DEFERRED_FLIGHT_ATTR = 'data-flight';
/** Where the build writes the payload files (content-named, so cached as immutable). */
export const FLIGHT_DIR = '/_next/static/flight';
/** On a link: the id of a popover the link opens once scripts run (its href is the fallback). */
export const POPOVER_LINK_ATTR = 'data-popover-link';
/** Set on such a popover at its first opening: Date.now() then, for the island's timers. */
export const OPENED_AT_ATTR = 'data-opened-at';

/**
 * The pre-hydration filter's contract (the attributes the server HTML carries; a list is the
 * element with the id the controls name, its items are the elements inside it with `text`):
 * - `controls`: on a search input or a category link, naming the id of the list it filters;
 * - `text`: on an item, the lower-cased text the search matches (substring);
 * - `category`: on an item, its category slug; on a category link, the slug it picks ('' = all);
 * - `empty`: on the list's no-match message (hidden in the HTML), naming the list;
 * - `unfiltered`: on what only shows while nothing is filtered (pagination), naming the list.
 */
export const FILTER_ATTRS = {
  controls: 'data-filters',
  text: 'data-filter-text',
  category: 'data-filter-category',
  empty: 'data-filter-empty',
  unfiltered: 'data-filter-unfiltered',
};
/** The URL parameter that carries the chosen category (the island reads the same). */
export const FILTER_CATEGORY_PARAM = 'category';

/** How long a held submission waits for the runtime before the browser posts it natively. */
export const NATIVE_FALLBACK_MS = 4000;

/** How long after the load event the loader waits before it fetches the runtime (at idle). */
export const PREFETCH_DELAY_MS = 1000;

/** Events that say a visitor is about to interact. */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
];

/**
 * Runs in the browser as an inline script (serialised with its config, hashed into the CSP).
 * @param {{scriptsId: string, flightAttr: string, prefetchDelayMs: number, islandAttr: string, hydratedAttr: string, hydratedEvent: string, intents: string[], fallbackMs: number, elapsedField: string, popoverLinkAttr: string, openedAtAttr: string, filter: typeof FILTER_ATTRS, categoryParam: string}} config
 */
function intentLoader(config) {
  var list = document.getElementById(config.scriptsId);
  if (!list) return;
  var sources = JSON.parse(list.textContent || '[]');
  var flight = list.getAttribute(config.flightAttr);
  var started = false;
  var waiting = [];
  var listen = { capture: true, passive: true };
  function start() {
    if (started) return;
    started = true;
    config.intents.forEach(function (type) {
      removeEventListener(type, start, listen);
    });
    // Next's inline pushes, kept as JSON blocks by the build, go where its scripts put them.
    document.querySelectorAll('script[data-deferred-push]').forEach(function (block) {
      var name = block.getAttribute('data-deferred-push');
      (self[name] = self[name] || []).push(JSON.parse(block.textContent || 'null'));
    });
    if (!flight) return insertRuntime();
    // The runtime reads its payload as it starts, so the payload goes first; the scripts
    // download meanwhile (preloads) rather than after it.
    sources.forEach(function (src) {
      addLink('preload', src);
    });
    fetch(flight)
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      })
      .then(function (rows) {
        var queue = (self.__next_f = self.__next_f || []);
        rows.forEach(function (row) {
          queue.push(row);
        });
        insertRuntime();
      })
      .catch(degrade);
  }
  function insertRuntime() {
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onerror = degrade;
      document.body.appendChild(script);
    });
  }
  function addLink(rel, href) {
    var link = document.createElement('link');
    link.setAttribute('rel', rel);
    link.setAttribute('as', href === flight ? 'fetch' : 'script');
    if (href === flight) link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', href);
    document.head.appendChild(link);
  }
  // The runtime did not arrive (blocked, offline, a failed deploy): popover links are links
  // again, and a panel already open gives way to the page the link leads to.
  function degrade() {
    document
      .querySelectorAll('[' + config.popoverLinkAttr + '][role=button]')
      .forEach(function (link) {
        ['role', 'aria-haspopup', 'aria-controls', 'aria-expanded'].forEach(function (name) {
          link.removeAttribute(name);
        });
        var panel = document.getElementById(link.getAttribute(config.popoverLinkAttr));
        if (panel && panel.matches(':popover-open')) location.assign(link.href);
      });
  }
  // Links that open a popover: announced as buttons that control it (the island keeps this).
  document.querySelectorAll('[' + config.popoverLinkAttr + ']').forEach(function (link) {
    var panel = document.getElementById(link.getAttribute(config.popoverLinkAttr) || '');
    if (!panel || typeof panel.togglePopover !== 'function') return;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-controls', panel.id);
    link.setAttribute('aria-expanded', 'false');
    panel.addEventListener('toggle', function (event) {
      link.setAttribute('aria-expanded', String(event.newState === 'open'));
    });
  });
  function openPopover(event) {
    var link =
      event.target instanceof Element &&
      event.target.closest('[' + config.popoverLinkAttr + '][role=button]');
    if (!link || !pendingIsland(link)) return;
    var panel = document.getElementById(link.getAttribute(config.popoverLinkAttr));
    event.preventDefault();
    if (!panel.hasAttribute(config.openedAtAttr))
      panel.setAttribute(config.openedAtAttr, String(Date.now()));
    panel.togglePopover();
    start();
  }
  addEventListener('click', openPopover, true);
  addEventListener(
    'keydown',
    function (event) {
      if (event.key === ' ') openPopover(event);
      // Enter in a text area that sends on Enter (the chat's composer) is held like a submission.
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
      var field =
        event.target instanceof Element && event.target.closest('textarea[data-enter-submits]');
      var island = field && pendingIsland(field);
      if (island)
        hold(event, island, function () {
          var current = field.isConnected ? field : document.getElementById(field.id);
          if (current && current.form) current.form.requestSubmit();
        });
    },
    true,
  );
  function pendingIsland(target) {
    return target instanceof Element
      ? target.closest('[' + config.islandAttr + ']:not([' + config.hydratedAttr + '])')
      : null;
  }
  function hold(event, island, replay) {
    event.preventDefault();
    event.stopImmediatePropagation();
    var item = { island: island, replay: replay };
    waiting.push(item);
    start();
    return item;
  }
  // A held submission that the runtime never picks up goes out as the browser's own post,
  // with the time the form was open (measured as the islands do: since navigation started).
  function fallBackToNative(item, form, elapsedMs) {
    setTimeout(function () {
      var index = waiting.indexOf(item);
      if (index < 0) return; // the island hydrated and replayed it
      waiting.splice(index, 1);
      var elapsed = form.elements.namedItem(config.elapsedField);
      if (elapsed && 'value' in elapsed) elapsed.value = String(elapsedMs);
      // The prototype's submit: no submit event (nothing holds it again), no second validation
      // (the browser validated before the held submit event).
      HTMLFormElement.prototype.submit.call(form);
    }, config.fallbackMs);
  }
  addEventListener(
    'click',
    function (event) {
      var island = pendingIsland(event.target);
      // A popover button (the chat shell's close) works natively: not held. Nor is a form's
      // submit button: the browser validates, then its submission is held (below).
      var control = island && event.target.closest('button:not([popovertarget])');
      if (control && control.type === 'submit' && control.form) return;
      if (control)
        hold(event, island, function () {
          // Hydration may have replaced a server-rendered shell: the same id names the control,
          // and the live one may render a moment after the island announces itself (the chat's
          // greeting and its quick replies come from a timer): look again for up to a second.
          var tries = 0;
          (function replay() {
            var current = control.isConnected ? control : document.getElementById(control.id);
            if (current) current.click();
            else if (control.id && tries++ < 50) setTimeout(replay, 20);
          })();
        });
    },
    true,
  );
  addEventListener(
    'submit',
    function (event) {
      var island = pendingIsland(event.target);
      var form = event.target;
      var submitter = event.submitter || undefined;
      if (!island) return;
      var alreadyHeld = waiting.some(function (item) {
        return item.form === form;
      });
      if (alreadyHeld) {
        // Already held (a second press while the runtime loads): one submission, not two.
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      var elapsedMs = Math.round(performance.now());
      // The island's busy label shows at once (CSS on data-held), React then renders its own.
      form.setAttribute('data-held', '');
      var item = hold(event, island, function () {
        form.removeAttribute('data-held');
        form.requestSubmit(submitter);
      });
      item.form = form;
      if (form.getAttribute('method') === 'post') fallBackToNative(item, form, elapsedMs);
    },
    true,
  );
  // The pre-hydration filter. Every attribute it changes is recorded once with its value from
  // the HTML, and restored when the island that holds the element announces it has hydrated.
  var f = config.filter;
  var marks = [];
  function mark(element, name, value) {
    var known = marks.some(function (m) {
      return m.element === element && m.name === name;
    });
    if (!known) marks.push({ element: element, name: name, value: element.getAttribute(name) });
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  function byList(attr, id) {
    return document.querySelectorAll('[' + attr + '=' + JSON.stringify(id) + ']');
  }
  var filtered = [];
  function filterList(id) {
    var list = document.getElementById(id);
    if (!list) return;
    if (filtered.indexOf(id) < 0) filtered.push(id);
    var search = document.querySelector('input[' + f.controls + '=' + JSON.stringify(id) + ']');
    var needle = search ? search.value.trim().toLowerCase() : '';
    var category = new URLSearchParams(location.search).get(config.categoryParam) || '';
    var shown = 0;
    list.querySelectorAll('[' + f.text + ']').forEach(function (item) {
      var match =
        (!category || item.getAttribute(f.category) === category) &&
        item.getAttribute(f.text).indexOf(needle) >= 0;
      if (match) shown += 1;
      if (item.hidden === match) mark(item, 'hidden', match ? null : '');
    });
    byList(f.controls, id).forEach(function (control) {
      var value = control.getAttribute(f.category);
      if (value === null) return;
      var chosen = value === category;
      if (control.hasAttribute('aria-current') !== chosen)
        mark(control, 'aria-current', chosen ? 'true' : null);
    });
    byList(f.empty, id).forEach(function (message) {
      if (message.hidden !== shown > 0) mark(message, 'hidden', shown ? '' : null);
    });
    var filtering = needle !== '' || category !== '';
    byList(f.unfiltered, id).forEach(function (element) {
      if (element.hidden !== filtering) mark(element, 'hidden', filtering ? '' : null);
    });
  }
  function filterControl(target) {
    var control = target instanceof Element && target.closest('[' + f.controls + ']');
    return control && pendingIsland(control) ? control : null;
  }
  addEventListener(
    'input',
    function (event) {
      var control = filterControl(event.target);
      if (control && control instanceof HTMLInputElement) {
        filterList(control.getAttribute(f.controls));
        start();
      }
    },
    true,
  );
  addEventListener(
    'click',
    function (event) {
      var control = filterControl(event.target);
      var value = control && control.getAttribute(f.category);
      // A new tab or window (modifier keys, other buttons) still opens the category's page.
      var plain = !(
        event.button ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      );
      if (value === null || !plain || event.defaultPrevented) return;
      event.preventDefault();
      var params = new URLSearchParams(location.search);
      if (value) params.set(config.categoryParam, value);
      else params.delete(config.categoryParam);
      var query = params.toString();
      history.pushState(null, '', location.pathname + (query ? '?' + query : '') + location.hash);
      filterList(control.getAttribute(f.controls));
      start();
    },
    true,
  );
  // Back and Forward between categories chosen before hydration: the lists follow the URL.
  addEventListener('popstate', function () {
    filtered.forEach(function (id) {
      var list = document.getElementById(id);
      if (list && pendingIsland(list)) filterList(id);
    });
  });
  document.addEventListener(config.hydratedEvent, function (event) {
    // The island has rendered its own answer: the loader's marks inside it go.
    marks.splice(0).forEach(function (m) {
      if (!(event.target instanceof Node && event.target.contains(m.element))) marks.push(m);
      else if (m.value === null) m.element.removeAttribute(m.name);
      else m.element.setAttribute(m.name, m.value);
    });
    waiting.splice(0).forEach(function (item) {
      if (item.island === event.target) item.replay();
      else waiting.push(item);
    });
  });
  config.intents.forEach(function (type) {
    addEventListener(type, start, listen);
  });
  if (location.search) start();
  // Once the page has loaded and the browser is idle, the runtime is fetched but not run:
  // running it then (hydrating) cost navigation ~1 s of blocked main thread at 4x CPU (TBT),
  // fetching it costs none, and saves the first tap the download (~1 s on a phone network).
  function prefetch() {
    if (started) return;
    (flight ? sources.concat(flight) : sources).forEach(function (src) {
      addLink('prefetch', src);
    });
  }
  // Not at the load event itself: a phone is often still painting then (fonts, the largest
  // image), and the download would compete with that paint for its bandwidth (Lighthouse
  // counts every request started before the largest paint against it). A second later the
  // page has settled, and the runtime still arrives well before a typical first tap.
  function whenIdle() {
    setTimeout(function () {
      if (self.requestIdleCallback) requestIdleCallback(prefetch, { timeout: 2000 });
      else prefetch();
    }, config.prefetchDelayMs);
  }
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** The loader's inline source: the same string on every island page, so one CSP hash. */
export const INTENT_LOADER = `(${intentLoader.toString()})(${JSON.stringify({
  scriptsId: DEFERRED_SCRIPTS_ID,
  flightAttr: DEFERRED_FLIGHT_ATTR,
  prefetchDelayMs: PREFETCH_DELAY_MS,
  islandAttr: ISLAND_ATTR,
  hydratedAttr: HYDRATED_ATTR,
  hydratedEvent: HYDRATED_EVENT,
  intents: INTENT_EVENTS,
  fallbackMs: NATIVE_FALLBACK_MS,
  elapsedField: ELAPSED_FIELD,
  popoverLinkAttr: POPOVER_LINK_ATTR,
  openedAtAttr: OPENED_AT_ATTR,
  filter: FILTER_ATTRS,
  categoryParam: FILTER_CATEGORY_PARAM,
})});`;

/**
 * Named controls inside `root` whose value the visitor changed before React hydrated them,
 * as [name, value] pairs. Hydration leaves a control's live value alone but sets its default
 * (the value attribute, defaultSelected, defaultChecked) to what React rendered, so any
 * difference between the two is the visitor's input.
 * @param {ParentNode} root
 * @returns {Array<[string, string]>}
 */
export function editedControls(root) {
  /** @type {Array<[string, string]>} */
  const edited = [];
  // Text-like inputs, text areas and single selects: the kinds our islands render.
  const selector =
    'input[name]:not([type=checkbox]):not([type=radio]), textarea[name], select[name]';
  for (const control of root.querySelectorAll(selector)) {
    const element = /** @type {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement} */ (
      control
    );
    if (element instanceof HTMLSelectElement) {
      // With no option marked selected, a single select shows its first one.
      const options = [...element.options];
      const initial = options.find((option) => option.defaultSelected) ?? options[0];
      if (element.selectedOptions[0] !== initial) edited.push([element.name, element.value]);
    } else if (element.value !== element.defaultValue) {
      edited.push([element.name, element.value]);
    }
  }
  return edited;
}
