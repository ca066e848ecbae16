/**
 * One line of a worked formula in an article (`<Formula>`, docs/editors.md#worked-formulas),
 * written by the editor as a Markdown list item: `input: 5,000 × $3 / 1,000,000 = $0.015`.
 * The label is what comes before the first colon when it is words, not arithmetic; the result
 * is what follows the last " = "; a line without " = " states a result alone (a total).
 */
export interface FormulaLine {
  label?: string;
  expression?: string;
  result: string;
}

/**
 * A hyphen typed as a minus sign (" - " between terms, or "-" before a figure after a space or a
 * bracket) set as the minus sign U+2212: the hyphen is shorter, sits too low beside figures and
 * lets a line break after it. Editors keep typing the hyphen their keyboard has.
 */
export function typesetMinus(text: string): string {
  return text.replace(/(^|[\s(])-(?=\s|[\d$€£(.])/g, '$1\u2212');
}

/** Words only: a colon after a figure ("at 10:00", "$3: ...") does not start a label. */
const LABEL = /^([^:\d$€£]{1,40}):\s+/;

export function parseFormulaLine(text: string): FormulaLine {
  const line = text.replace(/\s+/g, ' ').trim();
  const labelled = LABEL.exec(line);
  const label = labelled?.[1]?.trim();
  const rest = labelled ? line.slice(labelled[0].length) : line;
  if (rest.endsWith(' =')) throw new Error(`<Formula> line "${line}" has nothing after its "="`);
  const equals = rest.lastIndexOf(' = ');
  const result = typesetMinus(equals < 0 ? rest : rest.slice(equals + 3).trim());
  return {
    ...(label ? { label } : {}),
    ...(equals < 0 ? {} : { expression: typesetMinus(rest.slice(0, equals).trim()) }),
    result,
  };
}
