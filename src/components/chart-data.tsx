import { useState } from 'react';
import { ScrollRegion } from './scroll-region';

/** One cell of a chart's data table: the text shown, and the raw number behind it where there is one. */
export interface ChartCell {
  readonly text: string;
  readonly value?: number;
}

/**
 * The series a chart draws, as a table: built by the same function that feeds the chart, so the
 * table and the marks cannot disagree. One row per mark the chart draws (bar, point or segment),
 * which the browser tests count against the SVG.
 */
export interface ChartTable {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly ChartCell[])[];
}

/** A number cell: `text` as shown, `value` raw for scripts and tests. */
export const cell = (value: number, text: string): ChartCell => ({ value, text });

/**
 * "Show data": the chart's table behind a disclosure, for screen readers, embed scrapers and
 * tests. The rows are only rendered once opened, so a long series costs nothing until asked for.
 */
export function ChartData({ table }: { readonly table: ChartTable }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="chart-data"
      data-chart-data={table.rows.length}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        Show data{' '}
        <span className="muted">
          ({table.rows.length} {table.rows.length === 1 ? 'row' : 'rows'})
        </span>
      </summary>
      {open ? (
        <ScrollRegion label={`${table.caption}: data`}>
          <table>
            {/* Read out, not shown: the chart's title and "Show data" just above say it. */}
            <caption className="visually-hidden">{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((c, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" data-value={c.value}>
                        {c.text}
                      </th>
                    ) : (
                      <td key={j} data-value={c.value}>
                        {c.text}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </details>
  );
}
