// <tote-buy-box>'s component: a skeleton while the product loads, then the product; a not-found or retry state when it cannot.
import type { ElementProps } from '../../elements/tote-element.js';
import { pageMessages } from '../../i18n/index.js';
import { ProductView } from './product-view.js';
import { useProduct } from './use-product.js';

/** Attributes of `<tote-buy-box>`. */
export interface BuyBoxProps extends ElementProps {
  /** Slug or id of the product to sell. */
  product?: string;
}

/** The skeleton, with the size the loaded buy box takes. */
function Skeleton() {
  const t = pageMessages();
  return (
    <div className="buy-box skeleton" part="buy-box skeleton" aria-busy="true">
      <span className="tote-visually-hidden" role="status">
        {t.loading}
      </span>
      <div className="media tote-skeleton" />
      <div className="details">
        <span className="tote-skeleton line" />
        <span className="tote-skeleton line" />
        <span className="tote-skeleton line" />
        <span className="tote-skeleton button" />
      </div>
    </div>
  );
}

/** The buy box of one product. */
export function BuyBox({ product }: BuyBoxProps) {
  const t = pageMessages();
  const [load, retry] = useProduct(product);
  if (load.status === 'ready') return <ProductView product={load.product} />;
  if (load.status === 'loading' || !product) return <Skeleton />;
  return (
    <div className="buy-box unavailable" part="buy-box">
      <p role="alert">{load.status === 'missing' ? t.productNotFound : t.networkError}</p>
      {load.status === 'failed' && (
        <button type="button" className="tote-button" data-variant="quiet" onClick={retry}>
          {t.retry}
        </button>
      )}
    </div>
  );
}
