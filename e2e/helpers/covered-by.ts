import type { Locator } from '@playwright/test';

/** What a floating button could hide that a reader acts on: links, buttons and fields. */
export const CONTROLS = 'a, button, input, select, textarea, [role="button"]';

/**
 * Everything a floating button could hide, in viewport coordinates: the boxes of the elements
 * `targets` selects, and the line boxes of visible text (sr-only text is a 1 px box and is
 * skipped). Returns the ones the button's box overlaps, described for the failure message.
 */
export function coveredBy(button: Locator, targets = CONTROLS): Promise<string[]> {
  return button.evaluate((own, selector) => {
    const box = own.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 1 &&
      r.height > 1 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const visible = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const hits: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el === own || own.contains(el) || el.contains(own) || !visible(el)) continue;
      if ([...el.getClientRects()].some(overlaps))
        hits.push(`${el.tagName} "${el.textContent?.trim().slice(0, 40)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || own.contains(parent) || !visible(parent))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps))
        hits.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    return hits;
  }, targets);
}
