/**
 * A number and its unit on one line: "22 kW", "300 ms", "40 GB". Browsers wrap at any space, and
 * "= 4" at a line's end with "kW" starting the next reads as a bare number (docs/editors.md
 * writes units with an ordinary space; this plugin swaps it for a no-break space at build).
 */
const NUMBER_AND_UNIT =
  /(\d) (kWh|kW|MWh|MW|GWh|W|V|A|ms|GB|MB|TB|KB|km|kg|minutes?|min|seconds?|hours?|days?|weeks?|months?|%)(?![\p{L}\d])/gu;

export function keepUnitsWithNumbers(text: string): string {
  return text.replace(NUMBER_AND_UNIT, '$1\u00a0$2');
}

/**
 * Names of standards that read as one term: "SOC 2" at a line's end with "Type II" below reads
 * as a count of two, and "Type" above "II" as a stray numeral. Longest first, so "SOC 2 Type II"
 * is bound whole rather than as "SOC 2" and a loose "Type II".
 */
const KNOWN_TERMS = /\b(?:SOC 2 Type II|SOC 2 Type I|SOC 2|ISO 27001)\b/g;

/** A known term and every number with its unit kept on one line, for text from content files. */
export function keepPhrasesWhole(text: string): string {
  return keepUnitsWithNumbers(text.replace(KNOWN_TERMS, (term) => term.replaceAll(' ', '\u00a0')));
}

interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
}

/** remark plugin: applies keepPhrasesWhole to prose text, never to code. */
export function remarkUnbreakableUnits() {
  return (tree: MdastNode) => {
    const walk = (node: MdastNode) => {
      if (node.type === 'text' && node.value) node.value = keepPhrasesWhole(node.value);
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
