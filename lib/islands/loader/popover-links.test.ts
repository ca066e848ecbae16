/** @jest-environment jsdom */
import { OPENED_AT_ATTR, POPOVER_LINK_ATTR } from '../contract.mjs';
import { freshLoaderPerTest, imported, loadPage } from './testing';

const CHAT = `<div data-island="chat" data-island-props="{}" id="chat"><a href="/contact" id="launcher" ${POPOVER_LINK_ATTR}="panel">Chat</a><div id="panel" popover="manual"></div></div>
  <script type="application/json" id="island-modules">{"chat":["/islands/chat-A.js"]}</script>`;

describe('popover links', () => {
  freshLoaderPerTest('/');

  it('are buttons that control their panel as soon as the loader runs', () => {
    HTMLElement.prototype.togglePopover = function () {
      this.toggleAttribute('data-open');
      return true;
    };
    try {
      loadPage(CHAT);
      const launcher = document.getElementById('launcher')!;
      expect(launcher).toHaveAttribute('role', 'button');
      expect(launcher).toHaveAttribute('aria-controls', 'panel');
      expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
      expect(launcher).toHaveAttribute('aria-expanded', 'false');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      launcher.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      const panel = document.getElementById('panel')!;
      expect(panel).toHaveAttribute('data-open');
      expect(panel).toHaveAttribute(OPENED_AT_ATTR);
      expect(imported).toEqual(['/islands/chat-A.js']);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).togglePopover;
    }
  });

  it('stay plain links where the platform has no Popover API', () => {
    loadPage(CHAT);
    const launcher = document.getElementById('launcher')!;
    expect(launcher).not.toHaveAttribute('role');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    launcher.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
