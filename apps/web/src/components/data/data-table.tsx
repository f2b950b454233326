import type { ReactNode } from 'react';
import clsx from 'clsx';

/** One column of a data table: its header and what each row shows there. */
export interface Column<Row> {
  header: string;
  /** A header read by screen readers only (an actions column). */
  srOnlyHeader?: boolean;
  /** Figures are right-aligned. */
  numeric?: boolean;
  /** Hidden on screens narrower than this breakpoint: a phone keeps the columns that matter. */
  hideBelow?: 'sm' | 'md';
  /** Extra classes for the column's cells (`font-mono`, `whitespace-nowrap`…). */
  cellClassName?: string;
  /**
   * Stays at the right edge while a narrow screen scrolls the table sideways: a row's actions are never
   * off-screen on a phone (issue 49 §10).
   */
  pinnedEnd?: boolean;
  cell: (row: Row) => ReactNode;
}

const HIDE_BELOW = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' } as const;

function columnClass<Row>(column: Column<Row>) {
  return clsx(
    // A phone's 375 px fit three or four columns only with the narrower padding.
    'px-3 py-3 sm:px-4',
    column.numeric && 'text-right',
    column.hideBelow && HIDE_BELOW[column.hideBelow],
    column.pinnedEnd && 'sticky right-0 shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]',
  );
}

/**
 * The one table of the admin and staff lists (issue 44): a captioned, horizontally scrollable card whose
 * columns are declared once (header, alignment, what hides on a phone, the cell). Filters, loading, empty
 * and the pager stay with the screen.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  tableClassName,
  minWidth,
  framed = true,
}: {
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string | number;
  columns: Column<Row>[];
  /** The table's width rules (`sm:min-w-[760px]`): below it, the card scrolls sideways. */
  tableClassName?: string;
  minWidth?: number;
  /** Drawn as its own card; false inside a card that already frames it. */
  framed?: boolean;
}) {
  return (
    // relative: the header's sr-only text is placed inside the scroller, not past the phone's edge.
    <div className={clsx('relative overflow-x-auto', framed && 'card p-0')}>
      <table className={clsx('w-full text-left text-sm', tableClassName)} style={minWidth ? { minWidth } : undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs text-gray-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={clsx(columnClass(column), column.pinnedEnd && 'bg-gray-50')}>
                {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={clsx(columnClass(column), column.pinnedEnd && 'bg-white', column.cellClassName)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
