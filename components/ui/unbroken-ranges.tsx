import { Fragment, type ReactNode } from 'react';

/**
 * A number range such as "$60-80", "$9,600-12,800", "8-12" or "$120K-180K", or a short
 * hyphenated compound such as "High-Impact", "on-call" or "Seed-Stage" (up to 11 letters
 * and hyphens, so a long one can still wrap in a narrow column at 200% text).
 */
const RANGE = /(\$?\d[\d,.]*[KM]?-\$?\d[\d,.]*[KM]?|\p{L}+(?:-\p{L}+)+(?![\p{L}-]))/u;
const LONGEST_COMPOUND = 11;

/**
 * Text whose number ranges and short compounds never break at their hyphen: a browser may wrap
 * after any hyphen, and "$9,600-" at a line's end with "12,800" on the next reads as two prices,
 * "High-" above "Impact" as two words.
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
        index % 2 === 1 && (/\d/.test(part) || part.length <= LONGEST_COMPOUND) ? (
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

/** A title (or any node) with its ranges and compounds kept whole when it is plain text. */
export function unbroken(node: ReactNode): ReactNode {
  return typeof node === 'string' ? <UnbrokenRanges text={node} /> : node;
}
