import type { ReactNode } from 'react';

export interface ChartColumn {
  key: string;
  label: string;
  format?: (value: number) => string;
}

/**
 * One chart with its accessible twin: the drawing is hidden from screen readers, and "Ver como tabla"
 * (a native <details>, reachable by keyboard) shows the same numbers. With no data, an empty state.
 */
export function ChartCard({
  title,
  description,
  rows,
  labelKey,
  labelHeader,
  columns,
  isEmpty,
  children,
}: {
  title: string;
  description?: string;
  rows: Record<string, string | number>[];
  labelKey: string;
  labelHeader: string;
  columns: ChartColumn[];
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <figure className="card space-y-3" aria-label={title}>
      <figcaption>
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {description ? <p className="text-xs text-gray-500">{description}</p> : null}
      </figcaption>
      {isEmpty ? (
        <p className="rounded-lg bg-gray-50 p-6 text-center text-sm text-gray-600">
          Aún no hay datos para este período.
        </p>
      ) : (
        <>
          <div aria-hidden className="h-60 w-full">
            {children}
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer text-brand-800 hover:underline">Ver como tabla</summary>
            <div className="mt-2 max-h-64 overflow-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}</caption>
                <thead className="text-xs uppercase text-gray-500">
                  <tr>
                    <th scope="col" className="py-1 pr-4">
                      {labelHeader}
                    </th>
                    {columns.map((column) => (
                      <th key={column.key} scope="col" className="py-1 pr-4 text-right">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {rows.map((row, index) => (
                    // Two measurements may share a date: the row's place keeps the key unique.
                    <tr key={`${String(row[labelKey])}-${index}`}>
                      <th scope="row" className="py-1 pr-4 font-normal">
                        {row[labelKey]}
                      </th>
                      {columns.map((column) => {
                        const value = row[column.key] ?? 0;
                        return (
                          <td key={column.key} className="py-1 pr-4 text-right tabular-nums">
                            {typeof value === 'string' ? value : column.format ? column.format(value) : value}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}
