import { Fragment, type ReactNode } from 'react';

/** A number range such as "$60-80", "$9,600-12,800", "8-12" or "$120K-180K". */
const RANGE = /(\$?\d[\d,.]*[KM]?-\$?\d[\d,.]*[KM]?)/;

/**
 * Text whose number ranges never break at their hyphen: a browser may wrap after any hyphen,
 * and "$9,600-" at a line's end with "12,800" on the next reads as two prices.
 */
export function UnbrokenRanges({ text }: { text: string }): ReactNode {
  const parts = text.split(RANGE);
  if (parts.length === 1) return text;
  // One span around all parts: inside a flex container (a badge) loose text nodes would become
  // separate items and lose the spaces between them.
  return (
    <span>
      {parts.map((part, index) =>
        // split() with a capturing group puts the ranges at the odd indexes.
        index % 2 === 1 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
