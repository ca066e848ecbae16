import { ArrowRight } from 'lucide-react';
import { RuledTableHead } from '@/components/company/ruled-table-head';
import type { IndustryExample } from '@/lib/content/industry-examples';
import type { HomePage } from '@/lib/content/pages';

interface ClientExamplesTableProps {
  /** Names the table: the id of the section's heading. */
  labelledBy: string;
  columns: HomePage['industries']['columns'];
  linkLabel: string;
  rows: IndustryExample[];
}

/**
 * Who we work with, as proof rather than a list of sectors: per industry the client, what we
 * built and the case study to read. A real table, so a screen reader says each cell with its
 * industry and column; below a 48rem page column each row stands as a ruled block of labelled
 * lines (`.ruled-table` in globals.css), as four columns do not fit a phone.
 */
export function ClientExamplesTable({
  labelledBy,
  columns,
  linkLabel,
  rows,
}: ClientExamplesTableProps) {
  return (
    <table aria-labelledby={labelledBy} className="ruled-table w-full border-collapse text-left">
      <RuledTableHead
        columns={[
          { label: columns.industry },
          { label: columns.client },
          { label: columns.built },
          { label: columns.study, hidden: true },
        ]}
      />
      <tbody>
        {rows.map(({ industry, points, study }) => (
          <tr key={industry} className="border-b border-ink-200 align-top">
            <th scope="row" className="py-7 pr-6 font-normal md:w-[26%]">
              <span className="font-display text-xl font-bold text-ink-950">{industry}</span>
              <ul className="mt-2 space-y-0.5 text-sm text-ink-600">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </th>
            <td data-label={columns.client} className="py-7 pr-6 md:w-[20%]">
              {study && (
                <>
                  <span className="block font-semibold text-ink-900">{study.client}</span>
                  {study.country && (
                    <span className="block text-sm text-ink-600">{study.country}</span>
                  )}
                </>
              )}
            </td>
            <td data-label={columns.built} className="py-7 pr-6 text-lg leading-snug text-ink-800">
              {study?.built}
            </td>
            <td className="py-7 md:text-right">
              {study && (
                <a
                  href={study.path}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline md:whitespace-nowrap"
                >
                  {linkLabel}
                  <span className="sr-only">: {study.client}</span>
                  <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
