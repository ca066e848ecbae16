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

/**
 * A sentence that names an address ("write to hello@arcforge.example and…"), with the address
 * allowed to wrap only where `AddressBreaks` lets it. Text without the address comes back as is.
 */
export function TextWithAddress({ text, address }: { text: string; address: string }): ReactNode {
  const [before, ...rest] = text.split(address);
  if (rest.length === 0) return text;
  return (
    <>
      {before}
      <AddressBreaks address={address} />
      {rest.join(address)}
    </>
  );
}
