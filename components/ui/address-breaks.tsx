import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail or web address that may wrap only after its "@" and before each ".", never inside a
 * word: at 200% text on a phone "hello@arcforge.example" is wider than the column
 * (docs/reader-settings.md#a-narrow-column). The <wbr>s change nothing where the address fits.
 * Chromium names a <wbr> as a zero-width space, so the link around it carries the address as its
 * aria-label: a screen reader and the link's accessible name get the address whole.
 */
export function AddressBreaks({ address }: { address: string }): ReactNode {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** An e-mail address or a www. host inside running text. */
const ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|www\.[\w-]+(?:\.[\w-]+)+)/;

/**
 * Running text whose addresses stay whole ("write to hello@arcforge.example" in a closing band):
 * a line that cannot hold the address ends before it, as before any long word. Given the choice,
 * Chromium took the <wbr> and left "hello@" at the end of a line even at 1440 px, `nowrap` or
 * not, so `.address-whole` hides the <wbr>s; only in a narrow column, where the whole address is
 * wider than the line, does it show them (globals.css, docs/reader-settings.md#a-narrow-column).
 */
export function TextWithAddresses({ text }: { text: string }): ReactNode {
  return text.split(ADDRESS).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="address-whole">
        <AddressBreaks address={part} />
      </span>
    ) : (
      part
    ),
  );
}
