// The products of a collection (paged, each removable) and a product search to add more; both shown at once, rolled back if refused.
import { useState } from 'react';
import type { Product, QueryProductsResponse } from '../../wire/catalog.js';
import { addToCollection, collectionProducts, removeFromCollection } from '../api/collections-api.js';
import { PRODUCTS_PAGE_SIZE, queryProducts } from '../api/products-api.js';
import { TextField } from '../components/field.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { Pager } from '../components/pager.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';

/** Products a search shows to add. */
const SEARCH_LIMIT = 10;

/** A page of products with one more or one fewer. */
function withProducts(data: QueryProductsResponse, products: Product[], delta: number): QueryProductsResponse {
  return { ...data, products, metadata: { ...data.metadata, total: Math.max(0, data.metadata.total + delta) } };
}

/** The products of one collection and the search that adds to it. */
export function CollectionProducts({ collectionId }: { collectionId: string }) {
  const texts = t();
  const [offset, setOffset] = useState(0);
  const members = useLoad<QueryProductsResponse>(() => collectionProducts(collectionId, offset), [collectionId, offset]);
  const [draft, setDraft] = useState('');
  const [text, setText] = useState<string | undefined>();
  const found = useLoad<Product[]>(async () => (text === undefined ? [] : (await queryProducts(text, 0, SEARCH_LIMIT)).products), [text]);
  /** Ids added or removed on this page, over what the search answered. */
  const [inCollection, setInCollection] = useState<Record<string, boolean>>({});
  const isIn = (product: Product) => inCollection[product.id] ?? product.collectionIds.includes(collectionId);

  const shown = () => (members.status === 'ready' ? members.data : undefined);
  const remove = async (product: Product) => {
    const before = shown();
    members.update((d) =>
      withProducts(
        d,
        d.products.filter((p) => p.id !== product.id),
        -1,
      ),
    );
    setInCollection((m) => ({ ...m, [product.id]: false }));
    try {
      await removeFromCollection(collectionId, [product.id]);
      notify('success', texts.collection.removed(product.name));
    } catch (error) {
      if (before) members.update(() => before);
      setInCollection((m) => ({ ...m, [product.id]: true }));
      notify('error', reasonOf(error));
    }
  };
  const add = async (product: Product) => {
    const before = shown();
    if (offset === 0) members.update((d) => withProducts(d, [product, ...d.products.filter((p) => p.id !== product.id)], 1));
    setInCollection((m) => ({ ...m, [product.id]: true }));
    try {
      await addToCollection(collectionId, [product.id]);
      notify('success', texts.collection.added(product.name));
    } catch (error) {
      if (before) members.update(() => before);
      setInCollection((m) => ({ ...m, [product.id]: false }));
      notify('error', reasonOf(error));
    }
  };

  return (
    <>
      <section className="panel" aria-labelledby="collection-products-title">
        <h2 id="collection-products-title">{texts.collection.productsTitle}</h2>
        <LoadStates load={members} isEmpty={(data) => data.products.length === 0 && offset === 0} empty={texts.collection.noProducts}>
          {(data) => (
            <>
              <ul className="plain item-list">
                {data.products.map((product) => (
                  <li key={product.id}>
                    <Link to={`products/${product.id}`}>{product.name}</Link>
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={texts.collection.removeFor(product.name)}
                      onClick={() => void remove(product)}
                    >
                      {texts.collection.remove}
                    </button>
                  </li>
                ))}
              </ul>
              {data.metadata.total > PRODUCTS_PAGE_SIZE && (
                <Pager offset={offset} pageSize={PRODUCTS_PAGE_SIZE} total={data.metadata.total} pageOf={texts.products.pageOf} onOffset={setOffset} />
              )}
            </>
          )}
        </LoadStates>
      </section>
      <section className="panel" aria-labelledby="collection-add-title">
        <h2 id="collection-add-title">{texts.collection.addTitle}</h2>
        <form
          className="filters"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setText(draft);
          }}
        >
          <TextField label={texts.collection.searchLabel} name="productSearch" type="search" value={draft} onValue={setDraft} />
          <button type="submit" className="button">
            {texts.common.search}
          </button>
        </form>
        {text !== undefined && (
          <LoadStates load={found} isEmpty={(products) => products.length === 0} empty={texts.collection.noMatches}>
            {(products) => (
              <ul className="plain item-list">
                {products.map((product) => (
                  <li key={product.id}>
                    <span>{product.name}</span>
                    {isIn(product) ? (
                      <span className="badge">{texts.collection.inCollection}</span>
                    ) : (
                      <button
                        type="button"
                        className="button button-small"
                        aria-label={texts.collection.addFor(product.name)}
                        onClick={() => void add(product)}
                      >
                        {texts.collection.addProduct}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </LoadStates>
        )}
      </section>
    </>
  );
}
