import { OPENED_AT_ATTR, POPOVER_LINK_ATTR } from '../contract.mjs';
import { pendingIsland } from './islands';

const upgraded = `[${POPOVER_LINK_ATTR}][role=button]`;

function panelOf(link: Element): HTMLElement | null {
  return document.getElementById(link.getAttribute(POPOVER_LINK_ATTR) ?? '');
}

/**
 * Page-load job: a link marked POPOVER_LINK_ATTR (the chat launcher, a link to /contact in the
 * HTML) is announced as a button that controls its popover; the island keeps the same.
 */
export function upgradePopoverLinks() {
  document.querySelectorAll(`[${POPOVER_LINK_ATTR}]`).forEach((link) => {
    const panel = panelOf(link);
    if (!panel || typeof panel.togglePopover !== 'function') return;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-controls', panel.id);
    link.setAttribute('aria-expanded', 'false');
    panel.addEventListener('toggle', (event) =>
      link.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open')),
    );
  });
}

/**
 * While its island has not hydrated, a tap (or Space) on such a link opens the popover through
 * the platform, so the visitor sees the panel at once; React then takes over the same element.
 */
export function listenPopoverLinks(start: () => void) {
  const open = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(upgraded) : null;
    const panel = link && pendingIsland(link) && panelOf(link);
    if (!panel) return;
    event.preventDefault();
    if (!panel.hasAttribute(OPENED_AT_ATTR)) panel.setAttribute(OPENED_AT_ATTR, String(Date.now()));
    panel.togglePopover();
    start();
  };
  addEventListener('click', open, true);
  addEventListener('keydown', (event) => event.key === ' ' && open(event), true);
}

/**
 * The islands did not arrive (blocked, offline, a failed deploy): popover links are links
 * again, and a panel already open gives way to the page its link leads to.
 */
export function degradePopoverLinks() {
  document.querySelectorAll<HTMLAnchorElement>(upgraded).forEach((link) => {
    ['role', 'aria-haspopup', 'aria-controls', 'aria-expanded'].forEach((name) =>
      link.removeAttribute(name),
    );
    if (panelOf(link)?.matches(':popover-open')) location.assign(link.href);
  });
}
