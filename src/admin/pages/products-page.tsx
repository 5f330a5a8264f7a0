// The products list: search by name, offset paging, each row linking to its form; hidden products are listed too; selected rows get a bulk edit.
import { useState } from 'react';
import type { Product, QueryProductsResponse } from '../../wire/catalog.js';
import { PRODUCTS_PAGE_SIZE, queryProducts } from '../api/products-api.js';
import { TextField } from '../components/field.js';
import { ProductBulkEdit } from './product-bulk-edit.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { t } from '../i18n/messages.js';
import { useLoad } from '../state/use-load.js';

/** What the stock column says of a product. */
export function stockText(product: Product): string {
  const texts = t().products;
  if (!product.stock.trackInventory) return product.stock.inStock ? texts.notTracked : texts.outOfStock;
  return String(product.stock.quantity ?? 0);
}

/** The products page. */
export function ProductsPage() {
  const texts = t();
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const load = useLoad<QueryProductsResponse>(() => queryProducts(text, offset), [text, offset]);
  /** The selected products of this page, id → name. */
  const [selected, setSelected] = useState<Record<string, string>>({});
  const select = (product: Product, on: boolean) =>
    setSelected((before) => {
      const next = { ...before };
      if (on) next[product.id] = product.name;
      else delete next[product.id];
      return next;
    });
  const goTo = (next: number) => {
    setOffset(next);
    setSelected({});
  };
  return (
    <>
      <PageHeading text={texts.products.title}>
        <Link to="products/new" className="button button-primary">
          {texts.products.add}
        </Link>
      </PageHeading>
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setText(draft);
          goTo(0);
        }}
      >
        <TextField label={texts.products.searchLabel} name="q" type="search" value={draft} onValue={setDraft} />
        <button type="submit" className="button">
          {texts.common.search}
        </button>
      </form>
      {Object.keys(selected).length > 0 && <ProductBulkEdit selected={selected} onApplied={load.reload} onClear={() => setSelected({})} />}
      <LoadStates load={load} isEmpty={(data) => data.products.length === 0} empty={text ? texts.products.empty : texts.products.emptyAll}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.metadata.total / PRODUCTS_PAGE_SIZE));
          const page = Math.floor(offset / PRODUCTS_PAGE_SIZE) + 1;
          const allSelected = data.products.every((p) => selected[p.id] !== undefined);
          return (
            <>
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col" className="select">
                        <input
                          type="checkbox"
                          aria-label={texts.bulk.selectAll}
                          checked={allSelected}
                          onChange={(event) => {
                            const on = (event.currentTarget as HTMLInputElement).checked;
                            setSelected(on ? Object.fromEntries(data.products.map((p) => [p.id, p.name])) : {});
                          }}
                        />
                      </th>
                      <th scope="col">{texts.products.name}</th>
                      <th scope="col" className="num">
                        {texts.products.price}
                      </th>
                      <th scope="col" className="num">
                        {texts.products.stock}
                      </th>
                      <th scope="col">{texts.products.visibility}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.products.map((product) => (
                      <tr key={product.id}>
                        <td className="select">
                          <input
                            type="checkbox"
                            aria-label={texts.bulk.selectFor(product.name)}
                            checked={selected[product.id] !== undefined}
                            onChange={(event) => select(product, (event.currentTarget as HTMLInputElement).checked)}
                          />
                        </td>
                        <th scope="row">
                          <Link to={`products/${product.id}`}>{product.name}</Link>
                        </th>
                        <td className="num">{product.priceData.formatted.price}</td>
                        <td className="num">{stockText(product)}</td>
                        <td>{product.visible ? texts.products.visible : texts.products.hidden}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="pager">
                <button type="button" className="button" disabled={offset === 0} onClick={() => goTo(Math.max(0, offset - PRODUCTS_PAGE_SIZE))}>
                  {texts.common.previous}
                </button>
                <span>{texts.products.pageOf(page, pages)}</span>
                <button type="button" className="button" disabled={page >= pages} onClick={() => goTo(offset + PRODUCTS_PAGE_SIZE)}>
                  {texts.common.next}
                </button>
              </div>
            </>
          );
        }}
      </LoadStates>
    </>
  );
}
