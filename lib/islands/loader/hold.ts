import { ELAPSED_FIELD } from '../../mail-list/native-post.mjs';
import { NATIVE_FALLBACK_MS } from '../contract.mjs';
import { onHydrated, pendingIsland } from './islands';

interface Held {
  island: Element;
  replay: () => void;
  form?: HTMLFormElement;
}

/** The live element for `element`: hydration may have replaced it with one of the same id. */
const live = <T extends Element>(element: T) =>
  element.isConnected ? element : (document.getElementById(element.id) as T | null);

/**
 * Until an island has hydrated, a click on one of its buttons, a submission of one of its
 * forms, or Enter in its composer (a text area that sends on Enter) is held, and replayed once
 * the island announces it has hydrated: nothing the visitor did is lost. A held form carries
 * data-held meanwhile (its submit button shows its pending label through CSS). A held post that
 * its island never picks up goes out as the browser's own post after NATIVE_FALLBACK_MS.
 */
export function holdUntilHydrated(start: () => void) {
  const waiting: Held[] = [];

  function hold(event: Event, island: Element, replay: () => void): Held {
    event.preventDefault();
    event.stopImmediatePropagation();
    const item = { island, replay };
    waiting.push(item);
    start();
    return item;
  }

  onHydrated((root) => {
    waiting.splice(0).forEach((item) => {
      if (item.island === root) item.replay();
      else waiting.push(item);
    });
  });

  addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
      const field =
        event.target instanceof Element
          ? event.target.closest<HTMLTextAreaElement>('textarea[data-enter-submits]')
          : null;
      const island = pendingIsland(field);
      if (field && island)
        hold(event, island, () => {
          const current = live(field);
          current?.form?.requestSubmit();
        });
    },
    true,
  );

  addEventListener(
    'click',
    (event) => {
      const island = pendingIsland(event.target);
      // A popover button (the chat shell's close) works natively: not held. Nor is a submit
      // button: the browser validates, then its submission is held (below).
      const control = island
        ? (event.target as Element).closest<HTMLButtonElement>('button:not([popovertarget])')
        : null;
      if (!island || !control || (control.type === 'submit' && control.form)) return;
      hold(event, island, () => {
        // The live control may render a moment after the island announces itself (the chat's
        // quick replies come from a timer): look again for up to a second.
        let tries = 0;
        const replay = () => {
          const current = live(control);
          if (current) current.click();
          else if (control.id && tries++ < 50) setTimeout(replay, 20);
        };
        replay();
      });
    },
    true,
  );

  addEventListener(
    'submit',
    (event) => {
      const island = pendingIsland(event.target);
      const form = event.target as HTMLFormElement;
      if (!island) return;
      if (waiting.some((item) => item.form === form)) {
        // A second press while the island loads: one submission, not two.
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      const submitter = (event as SubmitEvent).submitter ?? undefined;
      const elapsedMs = Math.round(performance.now());
      form.setAttribute('data-held', '');
      const item = hold(event, island, () => {
        form.removeAttribute('data-held');
        form.requestSubmit(submitter);
      });
      item.form = form;
      if (form.getAttribute('method') === 'post')
        setTimeout(() => {
          const index = waiting.indexOf(item);
          if (index < 0) return; // the island hydrated and replayed it
          waiting.splice(index, 1);
          const elapsed = form.elements.namedItem(ELAPSED_FIELD);
          if (elapsed && 'value' in elapsed) elapsed.value = String(elapsedMs);
          // The prototype's submit: no submit event (nothing holds it again), no second
          // validation (the browser validated before the held submit event).
          HTMLFormElement.prototype.submit.call(form);
        }, NATIVE_FALLBACK_MS);
    },
    true,
  );
}
