import contactOptionsFile from '../../content/contact-form-options.json';

/**
 * The choices of the contact form's select fields, read from content/contact-form-options.json
 * (an editor's words; the contact intents name a service from it): the form offers them and the
 * payload accepts exactly them. A list that is empty, repeats itself or holds an empty or
 * padded choice fails wherever this module is first loaded, naming the file and the field.
 * No validation library here: the contact form's island imports the lists.
 */
export function contactFormOptions(
  name: 'services' | 'budgets' | 'timelines',
  options: unknown = contactOptionsFile,
): readonly [string, ...string[]] {
  const list =
    typeof options === 'object' && options !== null
      ? (options as Record<string, unknown>)[name]
      : undefined;
  const valid =
    Array.isArray(list) &&
    list.length > 0 &&
    new Set(list).size === list.length &&
    list.every((choice) => typeof choice === 'string' && choice !== '' && choice === choice.trim());
  if (!valid)
    throw new Error(
      `content/contact-form-options.json: "${name}" must be a list of distinct, non-empty choices`,
    );
  return list as [string, ...string[]];
}

export const SERVICE_OPTIONS = contactFormOptions('services');
export const BUDGET_OPTIONS = contactFormOptions('budgets');
export const TIMELINE_OPTIONS = contactFormOptions('timelines');
