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
    <div class="buy-box skeleton" part="buy-box skeleton" aria-busy="true">
      <span class="tote-visually-hidden" role="status">
        {t.loading}
      </span>
      <div class="media tote-skeleton" />
      <div class="details">
        <span class="tote-skeleton line" />
        <span class="tote-skeleton line" />
        <span class="tote-skeleton line" />
        <span class="tote-skeleton button" />
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
    <div class="buy-box unavailable" part="buy-box">
      <p role="alert">{load.status === 'missing' ? t.productNotFound : t.networkError}</p>
      {load.status === 'failed' && (
        <button type="button" class="tote-button" data-variant="quiet" onClick={retry}>
          {t.retry}
        </button>
      )}
    </div>
  );
}
