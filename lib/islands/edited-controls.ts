/**
 * Named controls inside `root` whose value the visitor changed before React hydrated them, as
 * [name, value] pairs. Hydration leaves a control's live value alone but sets its default (the
 * value attribute, defaultSelected, defaultChecked) to what React rendered, so any difference
 * between the two is the visitor's input.
 */
export function editedControls(root: ParentNode): Array<[string, string]> {
  const edited: Array<[string, string]> = [];
  // Text-like inputs, text areas and single selects: the kinds our islands render.
  const selector =
    'input[name]:not([type=checkbox]):not([type=radio]), textarea[name], select[name]';
  for (const element of root.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  >(selector)) {
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
