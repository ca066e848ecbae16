import type { CareersPage } from '@/lib/content/pages';

type Pay = CareersPage['pay'];

/** Consecutive rows of one role, so the role's name is said once beside all its levels. */
function byRole(rows: Pay['rows']): Pay['rows'][] {
  const groups: Pay['rows'][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.[0]?.role === row.role) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** The band's figure ("₹24-34") never splits at its hyphen; the words after it may wrap. */
function BandText({ band }: { band: string }) {
  const [figure = band, ...words] = band.split(' ');
  return (
    <>
      <span className="whitespace-nowrap">{figure}</span>
      {words.length > 0 && ` ${words.join(' ')}`}
    </>
  );
}

/**
 * What each role pays at each level, under the role cards: a stated band is what a candidate
 * checks first (docs/content.md#pay-bands). A real table, so a screen reader reads each band
 * with its role and level. Where the band might wrap, it wraps after its figure ("₹24-34 lakh /
 * a year") rather than push the column out of the card. On a phone (a page column under 28rem)
 * the table stands as one block per role, each level and band on lines of their own under a
 * label (`.pay-table` in globals.css): as a table at 390 px a band ran to three lines, and
 * scrolled sideways at 200% text the Level and Band columns were cut off with nothing to say
 * they were there (docs/reader-settings.md#a-narrow-column).
 */
export function PayBands({ id, pay }: { id: string; pay: Pay }) {
  return (
    <div className="mt-12 max-w-4xl">
      <h3 id={id} className="text-xl font-bold">
        {pay.title}
      </h3>
      {pay.intro && <p className="mt-2 leading-relaxed text-ink-600">{pay.intro}</p>}
      <div
        className="pay-table card mt-5 overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby={id}
      >
        <table className="w-full border-collapse text-left text-[0.9375rem]">
          <thead className="bg-ink-50 text-sm text-ink-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                {pay.columns.role}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                {pay.columns.level}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
                {pay.columns.band}
              </th>
            </tr>
          </thead>
          {byRole(pay.rows).map((group) => (
            <tbody key={group[0]!.role} className="border-t border-ink-200">
              {group.map((row, index) => (
                <tr key={row.level} className={index > 0 ? 'border-t border-ink-100' : undefined}>
                  {index === 0 && (
                    <th
                      scope="rowgroup"
                      rowSpan={group.length}
                      className="px-4 py-3 align-top font-semibold text-ink-900 sm:px-6"
                    >
                      {row.role}
                    </th>
                  )}
                  <td data-label={pay.columns.level} className="px-4 py-3 text-ink-700 sm:px-6">
                    {row.level}
                  </td>
                  <td
                    data-label={pay.columns.band}
                    className="px-4 py-3 text-right font-semibold text-ink-900 tabular-nums sm:px-6 sm:whitespace-nowrap"
                  >
                    <BandText band={row.band} />
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
