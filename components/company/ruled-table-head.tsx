interface RuledTableHeadProps {
  /** The columns' names, in order; a hidden one is said to screen readers only. */
  columns: { label: string; hidden?: boolean }[];
}

/** The header row of the company pages' ruled tables: small capitals over a rule. */
export function RuledTableHead({ columns }: RuledTableHeadProps) {
  return (
    <thead className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
      <tr className="border-b border-ink-300">
        {columns.map(({ label, hidden }, index) => (
          <th
            key={label}
            scope="col"
            className={
              index < columns.length - 1 ? 'py-3 pr-6 font-semibold' : 'py-3 font-semibold'
            }
          >
            {hidden ? <span className="sr-only">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
