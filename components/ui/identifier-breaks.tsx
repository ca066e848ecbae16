import { Fragment, type ReactNode } from 'react';

/**
 * A code identifier: snake_case ("pg_stat_statements") or a compound of three or more
 * capitalised parts ("WebApplicationFactory"). Product names of two parts ("TensorFlow",
 * "PostgreSQL") are names, not compounds, and stay whole.
 */
const IDENTIFIER = /(\b\w+_\w+\b|\b(?:[A-Z][a-z\d]+){3,}\b)/;

/** Where an identifier may wrap: after each "_", and between the parts of a compound. */
const JOINTS = /(?<=_)(?=[^_])|(?<=[a-z\d])(?=[A-Z])/;

/**
 * Text whose code identifiers may wrap only between their parts (docs/reader-settings.md#a-narrow-column):
 * at 200% text on a phone "WebApplicationFactory" is wider than a card's column, and without a
 * <wbr> the body's `overflow-wrap: anywhere` split it at any letter. Where it fits, nothing
 * changes.
 */
export function IdentifierBreaks({ text }: { text: string }): ReactNode {
  const parts = text.split(IDENTIFIER);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    // split() with a capturing group puts the identifiers at the odd indexes.
    index % 2 === 1 ? (
      <Fragment key={index}>
        {part.split(JOINTS).map((piece, at) => (
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {piece}
          </Fragment>
        ))}
      </Fragment>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
