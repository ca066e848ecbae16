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

/** Words only: a colon after a figure ("at 10:00", "$3: ...") does not start a label. */
const LABEL = /^([^:\d$€£]{1,40}):\s+/;

export function parseFormulaLine(text: string): FormulaLine {
  const line = text.replace(/\s+/g, ' ').trim();
  const labelled = LABEL.exec(line);
  const label = labelled?.[1]?.trim();
  const rest = labelled ? line.slice(labelled[0].length) : line;
  if (rest.endsWith(' =')) throw new Error(`<Formula> line "${line}" has nothing after its "="`);
  const equals = rest.lastIndexOf(' = ');
  const result = equals < 0 ? rest : rest.slice(equals + 3).trim();
  return {
    ...(label ? { label } : {}),
    ...(equals < 0 ? {} : { expression: rest.slice(0, equals).trim() }),
    result,
  };
}
