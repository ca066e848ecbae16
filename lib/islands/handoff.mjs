// Hydration on intent: the contract between the build, the page and the islands.
//
// Island pages (home, /blog, /contact) are complete HTML: links, menus, inputs and native form
// validation work before any script runs. Next's runtime (~170 KB gzipped: React, the router,
// the islands) costs a phone about half a second of blocked main thread, so the build
// (scripts/build/zero-js.mjs) does not load it with the page: it lists the runtime's scripts in
// a JSON block and adds INTENT_LOADER, which loads them on the visitor's first sign of intent
// (pointer, touch, key, focus, wheel or scroll), or at once when the URL carries a query string
// (the blog filter's state lives there). Next's inline RSC payload waits too, as JSON blocks
// the loader pushes first. Until an island has hydrated:
// - what the visitor types stays in the native controls; the island adopts it on hydration
//   (editedControls, called by components/islands/use-island-handoff.ts);
// - a click on one of its buttons, or a submission of one of its forms, is held and replayed
//   once the island announces HYDRATED_EVENT, so nothing the visitor did is lost;
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

/** How long a held submission waits for the runtime before the browser posts it natively. */
export const NATIVE_FALLBACK_MS = 4000;

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
 * @param {{scriptsId: string, islandAttr: string, hydratedAttr: string, hydratedEvent: string, intents: string[], fallbackMs: number, elapsedField: string}} config
 */
function intentLoader(config) {
  var list = document.getElementById(config.scriptsId);
  if (!list) return;
  var sources = JSON.parse(list.textContent || '[]');
  var started = false;
  var waiting = [];
  var listen = { capture: true, passive: true };
  function start() {
    if (started) return;
    started = true;
    config.intents.forEach(function (type) {
      removeEventListener(type, start, listen);
    });
    // Next's inline payload, kept as JSON blocks by the build, goes where its scripts put it.
    document.querySelectorAll('script[data-deferred-push]').forEach(function (block) {
      var name = block.getAttribute('data-deferred-push');
      (self[name] = self[name] || []).push(JSON.parse(block.textContent || 'null'));
    });
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.body.appendChild(script);
    });
  }
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
      var control = island && event.target.closest('button');
      // A submit button is left to the browser: it validates the form, then the submission
      // itself is held below (and can fall back to a native post).
      if (control && !(control.type === 'submit' && control.form))
        hold(event, island, function () {
          control.click();
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
      var item = hold(event, island, function () {
        form.requestSubmit(submitter);
      });
      item.form = form;
      if (form.getAttribute('method') === 'post') fallBackToNative(item, form, elapsedMs);
    },
    true,
  );
  document.addEventListener(config.hydratedEvent, function (event) {
    waiting.splice(0).forEach(function (item) {
      if (item.island === event.target) item.replay();
      else waiting.push(item);
    });
  });
  config.intents.forEach(function (type) {
    addEventListener(type, start, listen);
  });
  if (location.search) start();
}

/** The loader's inline source: the same string on every island page, so one CSP hash. */
export const INTENT_LOADER = `(${intentLoader.toString()})(${JSON.stringify({
  scriptsId: DEFERRED_SCRIPTS_ID,
  islandAttr: ISLAND_ATTR,
  hydratedAttr: HYDRATED_ATTR,
  hydratedEvent: HYDRATED_EVENT,
  intents: INTENT_EVENTS,
  fallbackMs: NATIVE_FALLBACK_MS,
  elapsedField: ELAPSED_FIELD,
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
