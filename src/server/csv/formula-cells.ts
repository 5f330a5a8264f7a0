// CSV cells that spreadsheets would run as formulas, neutralised on every write and read back unchanged (OWASP CSV injection).
import { stringify } from 'csv-stringify/sync';

/** First characters that make a spreadsheet read a cell as a formula (OWASP: `=`, `+`, `-`, `@`, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Whether a cell is written with a `'` in front: it starts a formula, or it is a `'` followed by what would be quoted
 * (so a value that really starts with `'=` keeps its quote through a round trip and reading back is exact).
 */
function needsQuote(cell: string): boolean {
  let rest = cell;
  while (rest.startsWith("'")) rest = rest.slice(1);
  return FORMULA_START.test(rest);
}

/** A cell as it is written: with a leading `'` when a spreadsheet would otherwise run it (`=HYPERLINK(...)`, `@SUM(...)`, `-5`). */
export function neutraliseCell(cell: string): string {
  return needsQuote(cell) ? `'${cell}` : cell;
}

/** A cell as it was before {@link neutraliseCell}: the `'` that writing added is taken off, every other cell is as read. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && needsQuote(cell.slice(1)) ? cell.slice(1) : cell;
}

/** CSV records (no header), each cell passed through {@link neutraliseCell}: a part of a file written in pieces. */
export function csvRecords(records: readonly (readonly string[])[]): string {
  return stringify(records.map((record) => record.map(neutraliseCell)));
}

/** Every CSV the store writes: a header line and the records, each cell passed through {@link neutraliseCell}. */
export function writeCsv(header: readonly string[], records: readonly (readonly string[])[]): string {
  return csvRecords([header, ...records]);
}
