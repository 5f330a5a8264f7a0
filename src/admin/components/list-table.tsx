// A list page's table: its empty state when there is nothing, else the header row and one row per item in a box that scrolls sideways on a phone.
import type { ReactNode } from 'react';

/** A column of {@link ListTable}: its heading, and its class (`num` for numbers). */
export type ListColumn = string | { label: string; class: string };

/** Props of {@link ListTable}. */
export interface ListTableProps<T> {
  items: readonly T[];
  /** What to say when there is nothing. */
  empty: string;
  columns: readonly ListColumn[];
  /** The `<tr>` of an item. */
  row: (item: T) => ReactNode;
  /** The heading that names the table: its box becomes a focusable region (the keyboard can scroll it). */
  labelledBy?: string;
}

/** The table of a list, or its empty state. */
export function ListTable<T>({ items, empty, columns, row, labelledBy }: ListTableProps<T>) {
  if (items.length === 0) return <p className="state state-empty">{empty}</p>;
  return (
    <div className="table-wrap" {...(labelledBy ? { tabIndex: 0, role: 'region', 'aria-labelledby': labelledBy } : {})}>
      <table className="table">
        <thead>
          <tr>
            {columns.map((column, i) =>
              typeof column === 'string' ? (
                <th scope="col" key={i}>
                  {column}
                </th>
              ) : (
                <th scope="col" key={i} className={column.class}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{items.map(row)}</tbody>
      </table>
    </div>
  );
}
