// Inventory: every variant with its stock, searched by product name or SKU, filtered to low stock, corrected in place.
import { useState } from 'react';
import type { QueryStoreVariantsResponse, StoreVariant } from '../../wire/catalog.js';
import { INVENTORY_PAGE_SIZE, queryInventory } from '../api/inventory-api.js';
import { CheckboxField, TextField } from '../components/field.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { Pager } from '../components/pager.js';
import { t } from '../i18n/messages.js';
import { useLoad } from '../state/use-load.js';
import { LOW_STOCK_UNITS } from './home-page.js';
import { InventoryRow } from './inventory-row.js';

/** The inventory page. */
export function InventoryPage() {
  const texts = t().inventory;
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [offset, setOffset] = useState(0);
  const load = useLoad<QueryStoreVariantsResponse>(
    () => queryInventory({ text, lowStockUnits: lowOnly ? LOW_STOCK_UNITS : undefined }, offset),
    [text, lowOnly, offset],
  );
  const replace = (next: StoreVariant) => load.update((d) => ({ ...d, variants: d.variants.map((v) => (v.id === next.id ? next : v)) }));
  return (
    <>
      <PageHeading text={texts.title} />
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setText(draft);
          setOffset(0);
        }}
      >
        <TextField label={texts.searchLabel} name="q" type="search" value={draft} onValue={setDraft} />
        <button type="submit" className="button">
          {t().common.search}
        </button>
        <CheckboxField
          label={texts.lowStockOnly(LOW_STOCK_UNITS)}
          name="lowStock"
          checked={lowOnly}
          onChecked={(checked) => {
            setLowOnly(checked);
            setOffset(0);
          }}
        />
      </form>
      <LoadStates load={load} isEmpty={(data) => data.variants.length === 0} empty={text || lowOnly ? texts.empty : texts.emptyAll}>
        {(data) => (
          <>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{texts.product}</th>
                    <th scope="col">{texts.variant}</th>
                    <th scope="col">{texts.sku}</th>
                    <th scope="col">{texts.tracking}</th>
                    <th scope="col">{texts.inStock}</th>
                    <th scope="col" className="num">
                      {texts.quantity}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.variants.map((variant) => (
                    <InventoryRow key={variant.id} variant={variant} replace={replace} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager offset={offset} pageSize={INVENTORY_PAGE_SIZE} total={data.metadata.total} pageOf={texts.pageOf} onOffset={setOffset} />
          </>
        )}
      </LoadStates>
    </>
  );
}
