/**
 * A number and its unit on one line: "22 kW", "300 ms", "40 GB". Browsers wrap at any space, and
 * "= 4" at a line's end with "kW" starting the next reads as a bare number (docs/editors.md
 * writes units with an ordinary space; this plugin swaps it for a no-break space at build).
 */
const NUMBER_AND_UNIT =
  /(\d) (kWh|kW|MWh|MW|GWh|W|V|A|ms|GB|MB|TB|KB|km|kg|min|hours?|days?|weeks?|months?|%)(?![\p{L}\d])/gu;

export function keepUnitsWithNumbers(text: string): string {
  return text.replace(NUMBER_AND_UNIT, '$1\u00a0$2');
}

interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
}

/** remark plugin: applies keepUnitsWithNumbers to prose text, never to code. */
export function remarkUnbreakableUnits() {
  return (tree: MdastNode) => {
    const walk = (node: MdastNode) => {
      if (node.type === 'text' && node.value) node.value = keepUnitsWithNumbers(node.value);
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
