/**
 * A month's list as a table whose date and name columns sort on a click (or Enter) of their
 * heading; `aria-sort` tells screen readers which way. Wide tables scroll inside their own
 * focusable box at 375px instead of widening the page.
 */
import { type ReactNode, useState } from 'react';
import styles from './sortable-table.module.css';

export interface Column<Row> {
  key: string;
  label: string;
  render(row: Row): ReactNode;
  /** Present on sortable columns. */
  sortValue?: (row: Row) => string | number;
  numeric?: boolean;
}

interface Props<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey(row: Row): string | number;
  empty: string;
  footer?: ReactNode;
}

type Sort = { key: string; direction: 'ascending' | 'descending' };

export function SortableTable<Row>({ caption, columns, rows, rowKey, empty, footer }: Props<Row>) {
  const [sort, setSort] = useState<Sort>({ key: columns[0]!.key, direction: 'ascending' });
  const column = columns.find((candidate) => candidate.key === sort.key);
  const sorted = column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;

  const toggle = (key: string) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={styles.scroll} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((col) => (
              <th
                key={col.key}
                scope="col"
                className={col.numeric ? styles.numeric : undefined}
                aria-sort={col.sortValue ? (sort.key === col.key ? sort.direction : 'none') : undefined}
              >
                {col.sortValue ? (
                  <button type="button" className={styles.sortButton} onClick={() => toggle(col.key)}>
                    {col.label}
                    <span aria-hidden="true" className={styles.arrow}>
                      {sort.key === col.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  col.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            sorted.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((col) => (
                  <td key={col.key} className={col.numeric ? styles.numeric : undefined}>
                    {col.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </section>
  );
}

function sortRows<Row>(
  rows: Row[],
  value: (row: Row) => string | number,
  direction: Sort['direction'],
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  // A stable sort: rows equal on the column keep the server's order (by date, then name).
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y), 'ko') * sign;
  });
}
