import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

/*
 * Turns a drawing saved as SVG (components/art/*.svg) into the source of a React component that
 * renders the same markup on the server, element by element (docs/drawings.md#how-a-drawing-becomes-a-component).
 * No markup travels as a string: the component is JSX like the rest of components/, so React
 * writes exactly the attributes the file has, and the page's HTML is what a hand-written
 * component would give.
 */

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Attributes the file needs to open in a drawing tool and an inline SVG in HTML does not. */
const FILE_ONLY_ATTRIBUTES = /^xmlns(:|$)/;

/** The JSX name of an SVG attribute: React spells presentation attributes in camelCase. */
export function jsxAttributeName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('aria-') || name.startsWith('data-')) return name;
  if (name === 'xlink:href') return 'xlinkHref';
  if (name === 'xml:space') return 'xmlSpace';
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Elements whose text is drawn. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc']);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attributes(element: Element): string {
  return element.attrs
    .filter(({ name, prefix }) => !FILE_ONLY_ATTRIBUTES.test(prefix ? `${prefix}:${name}` : name))
    .map(({ name, prefix, value }) => {
      const jsxName = jsxAttributeName(prefix ? `${prefix}:${name}` : name);
      return ` ${jsxName}=${JSON.stringify(value)}`;
    })
    .join('');
}

function children(element: Element, depth: number): string {
  return element.childNodes
    .map((node) => jsx(node, depth))
    .filter(Boolean)
    .join('');
}

/** One element a line, indented by depth, so a generated file reads like the drawing. */
function jsx(node: Node, depth: number): string {
  const indent = `\n${'  '.repeat(depth)}`;
  if (isElement(node)) {
    const inner = children(node, depth + 1);
    const open = `<${node.tagName}${attributes(node)}`;
    if (!inner) return `${indent}${open} />`;
    const close = inner.startsWith('\n') ? `${indent}</${node.tagName}>` : `</${node.tagName}>`;
    return `${indent}${open}>${inner}${close}`;
  }
  if (node.nodeName !== '#text' || !('value' in node)) return '';
  // The words of a label are kept as written (a drawn blank included); whitespace between
  // elements is only the file's layout.
  const inLabel = TEXT_ELEMENTS.has((node.parentNode as Element).tagName);
  return inLabel ? `{${JSON.stringify(node.value)}}` : '';
}

/** The component's name: "hero-product-layers" draws as HeroProductLayers. */
export function componentName(fileBase: string): string {
  return fileBase.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
}

/**
 * The TSX source of the component drawing `svg` (the text of components/art/<fileBase>.svg).
 * Props are spread onto the <svg> last, so a caller can name what the file cannot know (the
 * text alternative of a solution scene).
 */
export function svgComponentSource(fileBase: string, svg: string): string {
  const root = parseFragment(svg).childNodes.find(isElement);
  if (root?.tagName !== 'svg') {
    throw new Error(`components/art/${fileBase}.svg: expected one <svg> element at the top`);
  }
  return [
    `// Generated from components/art/${fileBase}.svg by scripts/art/build-art.ts: edit the drawing,`,
    '// not this file (docs/drawings.md).',
    "import type { SVGProps } from 'react';",
    '',
    `export default function ${componentName(fileBase)}(props: SVGProps<SVGSVGElement>) {`,
    '  return (',
    `    <svg${attributes(root)} {...props}>${children(root, 3)}`,
    '    </svg>',
    '  );',
    '}',
    '',
  ].join('\n');
}
