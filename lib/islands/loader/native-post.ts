import { ELAPSED_FIELD } from '../../leads/native-post';

/**
 * Page-load job: a form submitted before its island is live posts natively; it tells the
 * mail-list service how long the form was open, as an island's request header does
 * (docs/lead-capture.md#no-silent-drops). A submission React handles ignores the field.
 */
export function stampElapsedOnSubmit() {
  addEventListener(
    'submit',
    (event) => {
      const field = (event.target as HTMLFormElement).elements?.namedItem(ELAPSED_FIELD);
      if (field instanceof HTMLInputElement) field.value = String(Math.round(performance.now()));
    },
    true,
  );
}
