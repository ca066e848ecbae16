import type { ReactNode } from 'react';

/** The look of one fact sheet: classes of the list, of each row, and of a row's two parts. */
export interface FactListLook {
  list: string;
  row: string;
  term: string;
  value: string;
}

export interface Fact {
  label: string;
  /** Text, or inline content such as links. */
  value: ReactNode;
}

/**
 * Facts as a description list, so a screen reader ties each value to its label. One markup for
 * every "at a glance" sheet; the look differs with the panel it sits in.
 */
export function FactList({ facts, look }: { facts: Fact[]; look: FactListLook }) {
  return (
    <dl className={look.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={look.row}>
          <dt className={look.term}>{fact.label}</dt>
          <dd className={look.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
