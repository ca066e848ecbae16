import type { Page } from '@playwright/test';

/**
 * Checks for the readers' settings (docs/reader-settings.md), run in the page so that one load
 * serves all of them.
 */

/** The page's sideways overflow in CSS px (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Names of the header's visible links and buttons that are not wholly inside the viewport. */
export function headerControlsOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body > header :is(a, button)')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.outerHTML);
  });
}

/** Sets the root font size as a reader's text-size setting does ('' restores it). */
export function setRootFontSize(page: Page, size: '200%' | ''): Promise<void> {
  return page.evaluate((value) => {
    document.documentElement.style.fontSize = value;
  }, size);
}

/**
 * Marks the controls that show a fill in normal colours: every visible button, input and
 * filled link. Call before forced colours are on (they remove fills).
 */
export function markFilledControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const transparent = (color: string) => color === 'transparent' || /\/ 0\)|, 0\)$/.test(color);
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'button, [role="button"], input:not([type="hidden"]), textarea, select, a',
      ),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || !el.checkVisibility({ visibilityProperty: true }))
        return false;
      return el.tagName !== 'A' || !transparent(getComputedStyle(el).backgroundColor);
    });
    controls.forEach((el) => el.setAttribute('data-filled-control', ''));
    return controls.length;
  });
}

/** The marked controls that show no edge: no visible border on any side and no outline. */
export function controlsWithoutEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const transparent = (color: string) => color === 'transparent' || /\/ 0\)|, 0\)$/.test(color);
    const visible = (style: string, width: string, color: string) =>
      style !== 'none' && style !== 'hidden' && parseFloat(width) > 0 && !transparent(color);
    return [...document.querySelectorAll<HTMLElement>('[data-filled-control]')]
      .filter((el) => {
        const s = getComputedStyle(el);
        const border = (['Top', 'Right', 'Bottom', 'Left'] as const).some((side) =>
          visible(
            s.getPropertyValue(`border-${side.toLowerCase()}-style`),
            s.getPropertyValue(`border-${side.toLowerCase()}-width`),
            s.getPropertyValue(`border-${side.toLowerCase()}-color`),
          ),
        );
        return !border && !visible(s.outlineStyle, s.outlineWidth, s.outlineColor);
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
  });
}
