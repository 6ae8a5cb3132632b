import type { ReactNode } from 'react';

interface DataTableProps {
  /** A min-w-[…] class: below it the table scrolls sideways instead of squeezing its columns. */
  minWidth: string;
  /** The column headings; a visually hidden one as a node (e.g. the actions column). */
  columns: ReactNode[];
  /** The rows, each a <tr>. */
  children: ReactNode;
}

/** The admin screens' table: a card that scrolls on narrow screens, headed columns and divided rows. */
export function DataTable({ minWidth, columns, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
