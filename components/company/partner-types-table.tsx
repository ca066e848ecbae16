import { Check } from 'lucide-react';
import { RuledTableHead } from '@/components/company/ruled-table-head';
import type { PartnersPage } from '@/lib/content/pages';

type Types = PartnersPage['types'];

interface PartnerTypesTableProps {
  /** Names the table: the id of the section's heading. */
  labelledBy: string;
  types: Types;
}

function Points({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The partnership types side by side: who each is for, what we bring and what we share, so a
 * partner compares the four down a column instead of across four cards. A real table; below a
 * 48rem page column each type stands as a ruled block of labelled lines (`.ruled-table`).
 */
export function PartnerTypesTable({ labelledBy, types }: PartnerTypesTableProps) {
  const { columns } = types;
  return (
    <table
      aria-labelledby={labelledBy}
      className="ruled-table w-full border-collapse text-left text-[0.9375rem] leading-relaxed"
    >
      <RuledTableHead
        columns={[columns.type, columns.who, columns.weBring, columns.weShare].map((label) => ({
          label,
        }))}
      />
      <tbody>
        {types.items.map((type) => (
          <tr key={type.title} className="border-b border-ink-200 align-top">
            <th scope="row" className="py-7 pr-6 font-normal md:w-[18%]">
              <span className="font-display text-xl leading-tight font-bold text-ink-950">
                {type.title}
              </span>
            </th>
            <td data-label={columns.who} className="py-7 pr-6 text-ink-700 md:w-[26%]">
              {type.text}
            </td>
            <td data-label={columns.weBring} className="py-7 pr-6 text-ink-800 md:w-[28%]">
              <Points items={type.weBring} />
            </td>
            <td data-label={columns.weShare} className="py-7 text-ink-800">
              <Points items={type.weShare} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
