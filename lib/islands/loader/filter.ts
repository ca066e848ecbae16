import {
  matchesFilter,
  filterSearch,
  isFiltering,
  parseFilterParams,
  type BlogFilterState,
} from '../../content/blog-filter';
import { FILTER_ATTRS as F } from '../contract.mjs';
import { onHydrated, pendingIsland } from './islands';

/**
 * The pre-hydration filter of a list of cards (/blog): its category controls are filter
 * buttons from the moment the page loads, and they and its search box answer at once, before
 * the island runs, with the island's own matching rule. Every attribute it changes is recorded
 * once with its value from the HTML and restored inside an island when that island announces it
 * has hydrated (the island then renders its own answer).
 */

interface Mark {
  element: Element;
  name: string;
  value: string | null;
}

const marks: Mark[] = [];

function mark(element: Element, name: string, value: string | null) {
  if (element.getAttribute(name) === value) return;
  if (!marks.some((m) => m.element === element && m.name === name))
    marks.push({ element, name, value: element.getAttribute(name) });
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

const byList = (attr: string, id: string) =>
  document.querySelectorAll<HTMLElement>(`[${attr}=${JSON.stringify(id)}]`);

/** Category controls of pending islands (links in the HTML, buttons once scripts run). */
const categoryControls = (id?: string) =>
  [...document.querySelectorAll<HTMLElement>(`[${F.controls}][${F.category}]`)].filter(
    (control) =>
      pendingIsland(control) && (id === undefined || control.getAttribute(F.controls) === id),
  );

/** The filter as the page shows it: the category from the URL, the text from the search box. */
function currentState(id: string): BlogFilterState {
  const names = categoryControls(id).map((control) => control.getAttribute(F.category) ?? '');
  const state = parseFilterParams(new URLSearchParams(location.search), names);
  const search = document.querySelector<HTMLInputElement>(
    `input[${F.controls}=${JSON.stringify(id)}]`,
  );
  return search ? { ...state, query: search.value } : state;
}

/** Shows the list's items that match, and the no-match message when none do. */
function filterList(id: string) {
  const list = document.getElementById(id);
  if (!list || !pendingIsland(list)) return;
  const state = currentState(id);
  let shown = 0;
  list.querySelectorAll(`[${F.text}]`).forEach((item) => {
    const [title = '', excerpt = ''] = (item.getAttribute(F.text) ?? '').split('\n');
    const match = matchesFilter(
      { title, excerpt, category: item.getAttribute(F.category) ?? '' },
      state,
    );
    if (match) shown += 1;
    mark(item, 'hidden', match ? null : '');
  });
  pressChosen(id, state.category);
  byList(F.empty, id).forEach((message) => mark(message, 'hidden', shown ? '' : null));
  const filtering = isFiltering(state);
  byList(F.unfiltered, id).forEach((element) => mark(element, 'hidden', filtering ? '' : null));
}

function pressChosen(id: string, category: string) {
  categoryControls(id).forEach((control) =>
    mark(control, 'aria-pressed', String(control.getAttribute(F.category) === category)),
  );
}

/**
 * Page-load job: the category links become the filter's buttons (button role, aria-pressed on
 * the chosen one, in a named group); their href stays, for a new tab or window.
 */
export function upgradeFilterButtons() {
  const lists = new Set<string>();
  categoryControls().forEach((control) => {
    mark(control, 'role', 'button');
    mark(control, 'aria-current', null);
    lists.add(control.getAttribute(F.controls) ?? '');
  });
  document.querySelectorAll(`[${F.group}]`).forEach((group) => {
    if (!pendingIsland(group)) return;
    // The group of links becomes the group of filter buttons: its name, and no list around them.
    mark(group, 'aria-label', group.getAttribute(F.group));
    group.querySelectorAll('ul, li').forEach((element) => mark(element, 'role', 'none'));
  });
  lists.forEach((id) => pressChosen(id, currentState(id).category));
  // A filtered URL (shared, or Back into it) shows its answer at once.
  if (location.search) lists.forEach(filterList);
}

/** Answers the search box and the category buttons until the island does; starts hydration. */
export function listenFilter(start: () => void) {
  const controlOf = (target: EventTarget | null) => {
    const control =
      target instanceof Element ? target.closest<HTMLElement>(`[${F.controls}]`) : null;
    return control && pendingIsland(control) ? control : null;
  };

  addEventListener(
    'input',
    (event) => {
      const control = controlOf(event.target);
      if (!(control instanceof HTMLInputElement)) return;
      filterList(control.getAttribute(F.controls) ?? '');
      start();
    },
    true,
  );

  addEventListener(
    'click',
    (event) => {
      const control = controlOf(event.target);
      const category = control?.getAttribute(F.category);
      // A new tab or window (modifier keys, other buttons) still opens the category's page.
      const plain = !(
        event.button ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      );
      if (!control || category == null || !plain || event.defaultPrevented) return;
      event.preventDefault();
      const id = control.getAttribute(F.controls) ?? '';
      const query = new URLSearchParams(location.search).get('q') ?? '';
      history.pushState(
        null,
        '',
        location.pathname + filterSearch({ query, category }) + location.hash,
      );
      filterList(id);
      start();
    },
    true,
  );

  // A button answers Space as well as Enter (a link only answers Enter).
  addEventListener(
    'keydown',
    (event) => {
      const control = controlOf(event.target);
      if (event.key !== ' ' || !control || control.getAttribute('role') !== 'button') return;
      event.preventDefault();
      control.click();
    },
    true,
  );

  // Back and Forward between categories chosen before hydration: the lists follow the URL.
  addEventListener('popstate', () => {
    new Set(categoryControls().map((c) => c.getAttribute(F.controls) ?? '')).forEach(filterList);
  });

  onHydrated((root) => {
    marks.splice(0).forEach((m) => {
      if (!root.contains(m.element)) marks.push(m);
      else if (m.value === null) m.element.removeAttribute(m.name);
      else m.element.setAttribute(m.name, m.value);
    });
  });
}
