// One card of the product grid: picture, ribbon, sold-out badge, name, price or price range, and Add to cart or a link to choose options.
import type { Product } from '../../../wire/catalog.js';
import { srcsetOf } from '../../../wire/media-variants.js';
import { pageMessages, priceFormat } from '../../i18n/index.js';
import type { GridMessages } from '../../i18n/grid.js';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: Product;
  /** Where the card links to. */
  href: string;
  /** The grid's texts. */
  t: GridMessages;
  /** True while this product is being added. */
  adding: boolean;
  /** Adds the product (one unit); only for products without choices. */
  onAdd: () => void;
}

/** The card of a product. */
export function ProductCard({ product, href, t, adding, onAdd }: ProductCardProps) {
  const m = pageMessages();
  const format = priceFormat(product.priceData.currency);
  const { price, discountedPrice } = product.priceData;
  const range = product.priceRange;
  const image = (product.media.mainMedia ?? product.media.items[0])?.image;
  const ribbon = product.ribbon ?? product.ribbons[0]?.text;
  const soldOut = !product.stock.inStock;
  const hasChoices = product.manageVariants || product.productOptions.length > 0;
  const sale = discountedPrice < price;
  return (
    <li className="card" part="card" data-sold-out={soldOut || undefined}>
      <a className="card-link" part="card-link" href={href}>
        <span className="media" part="media">
          {image && (
            <img
              src={image.url}
              srcSet={srcsetOf(image.url, image.width)}
              sizes="(max-width: 40rem) 50vw, 20rem"
              alt=""
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
          )}
          {ribbon && (
            <span className="ribbon" part="ribbon">
              {ribbon}
            </span>
          )}
          {soldOut && (
            <span className="badge" part="sold-out">
              {t.soldOut}
            </span>
          )}
        </span>
        <span className="name" part="name">
          {product.name}
        </span>
      </a>
      <p className="price" part="price">
        {range.minValue < range.maxValue ? (
          t.from(format(range.minValue))
        ) : sale ? (
          <>
            <span className="tote-visually-hidden">{m.salePrice}: </span>
            {format(discountedPrice)} <span className="tote-visually-hidden">{m.originalPrice}: </span>
            <s part="compare-at-price">{format(price)}</s>
          </>
        ) : (
          format(discountedPrice)
        )}
      </p>
      {hasChoices ? (
        <a className="tote-button action" data-variant="quiet" part="options-link" href={href} aria-label={`${t.chooseOptions}: ${product.name}`}>
          {t.chooseOptions}
        </a>
      ) : (
        <button
          type="button"
          className="tote-button action"
          part="add-to-cart"
          aria-label={`${m.addToCart}: ${product.name}`}
          aria-disabled={soldOut || adding}
          onClick={() => !soldOut && !adding && onAdd()}
        >
          {adding ? m.adding : m.addToCart}
        </button>
      )}
    </li>
  );
}
