import { ArrowRight } from 'lucide-react';
import { RuledTableHead } from '@/components/company/ruled-table-head';
import type { IndustryExample } from '@/lib/content/industry-examples';
import type { HomePage } from '@/lib/content/pages';

interface ClientExamplesTableProps {
  /** Names the table: the id of the section's heading. */
  labelledBy: string;
  columns: HomePage['industries']['columns'];
  rows: IndustryExample[];
}

/**
 * Who we work with, as proof rather than a list of sectors: per industry the client and what we
 * built, which links to the case study. A real table, so a screen reader says each cell with its
 * industry and column. Below a 48rem page column each row stands as a ruled block
 * (`.ruled-table` in globals.css) set tight, the client on one line and the specialities run
 * together, so the home page stays within its phone height (e2e/phone-layout.spec.ts).
 */
export function ClientExamplesTable({ labelledBy, columns, rows }: ClientExamplesTableProps) {
  return (
    <table aria-labelledby={labelledBy} className="ruled-table w-full border-collapse text-left">
      <RuledTableHead
        columns={[{ label: columns.industry }, { label: columns.client }, { label: columns.built }]}
      />
      <tbody>
        {rows.map(({ industry, points, study }) => (
          <tr key={industry} className="border-b border-ink-200 align-top">
            <th scope="row" className="py-7 pr-6 font-normal md:w-[28%]">
              <span className="font-display text-xl font-bold text-ink-950">{industry}</span>
              <ul className="run-in mt-1 space-y-0.5 text-sm text-ink-600 md:mt-2">
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </th>
            <td className="run-in py-7 pr-6 md:w-[22%]">
              {study && (
                <>
                  <span className="block font-semibold text-ink-900">{study.client}</span>
                  {study.country && (
                    <span className="block text-sm text-ink-600">{study.country}</span>
                  )}
                </>
              )}
            </td>
            <td className="py-7">
              {study && (
                <a
                  href={study.path}
                  className="group text-lg leading-snug text-ink-900 underline decoration-ink-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600"
                >
                  {study.built}
                  <ArrowRight
                    className="ml-1.5 inline size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
