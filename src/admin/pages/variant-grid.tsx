// The variant grid of the product form: a row per choice combination with its price, compare-at price, cost, SKU, weight and stock (a card per variant on a phone).
import { t } from '../i18n/messages.js';
import { EMPTY_VARIANT, type VariantDraft, type VariantRow } from './product-draft.js';
import { variantErrorKey } from './product-save.js';

/** Props of {@link VariantGrid}. */
export interface VariantGridProps {
  rows: VariantRow[];
  values: Record<string, VariantDraft>;
  /** Changes one cell of one row (applied to the latest values). */
  onCell: (rowKey: string, column: keyof VariantDraft, value: string) => void;
  /** Violations by {@link variantErrorKey}. */
  errors: Record<string, string>;
  /** Shows the stock column (stock is counted). */
  withStock: boolean;
}

/**
 * A row's key among its siblings: a repeated choice (`S, M, S`, refused at its option) gives rows of the same combination, which
 * take their place in the list after the first (react-dom drops or repeats children whose keys collide).
 */
function uniqueKey(rows: VariantRow[], index: number): string {
  const key = rows[index]!.key;
  const before = rows.slice(0, index).filter((row) => row.key === key).length;
  return before === 0 ? key : `${key}#${before}`;
}

/** The columns of the grid, in order, and how their inputs read. */
const COLUMNS: { column: keyof VariantDraft; decimal: boolean }[] = [
  { column: 'price', decimal: true },
  { column: 'compareAt', decimal: true },
  { column: 'cost', decimal: true },
  { column: 'sku', decimal: false },
  { column: 'weight', decimal: true },
  { column: 'quantity', decimal: false },
];

/** The variant grid. */
export function VariantGrid({ rows, values, onCell, errors, withStock }: VariantGridProps) {
  const texts = t().product;
  const headings: Record<keyof VariantDraft, string> = {
    price: texts.price,
    compareAt: texts.compareAt,
    cost: texts.cost,
    sku: texts.sku,
    weight: texts.weight,
    quantity: texts.stock,
  };
  const columns = COLUMNS.filter((c) => withStock || c.column !== 'quantity');
  return (
    <section className="variant-grid" aria-labelledby="variant-grid-title">
      <h2 id="variant-grid-title">{texts.variants}</h2>
      <p className="hint">{texts.variantsGridHint}</p>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{texts.variant}</th>
              {columns.map(({ column }) => (
                <th scope="col" key={column}>
                  {headings[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const cells = values[row.key] ?? EMPTY_VARIANT;
              return (
                <tr key={uniqueKey(rows, index)}>
                  <th scope="row">{row.label}</th>
                  {columns.map(({ column, decimal }) => {
                    const error = errors[variantErrorKey(row.key, column)];
                    const errorId = `cell-${rows.indexOf(row)}-${column}-error`;
                    return (
                      <td key={column} data-label={headings[column]} data-invalid={error ? 'true' : undefined}>
                        <input
                          className="cell-input"
                          value={cells[column]}
                          inputMode={decimal ? 'decimal' : column === 'quantity' ? 'numeric' : 'text'}
                          aria-label={texts.cellLabel(headings[column], row.label)}
                          aria-invalid={error ? 'true' : undefined}
                          aria-describedby={error ? errorId : undefined}
                          onChange={(event) => onCell(row.key, column, (event.currentTarget as HTMLInputElement).value)}
                        />
                        {error && (
                          <p id={errorId} className="field-error">
                            {error}
                          </p>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
