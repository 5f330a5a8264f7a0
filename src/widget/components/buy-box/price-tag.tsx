// A price with Intl.NumberFormat in the store's currency: the discounted price with the original struck through, and the price per unit.
import type { PriceData, PricePerUnitData } from '../../../wire/catalog.js';
import { pageMessages, priceFormat } from '../../i18n/index.js';

/** Props of {@link PriceTag}. */
export interface PriceTagProps {
  price: PriceData;
  perUnit?: PricePerUnitData | undefined;
}

/** Unit symbols: the lower-case code, but for the few whose symbol differs. */
const UNITS: Record<string, string> = { CBM: 'm³', SQM: 'm²', SQFT: 'ft²', FLOZ: 'fl oz' };

/** The price block of the buy box. */
export function PriceTag({ price, perUnit }: PriceTagProps) {
  const t = pageMessages();
  const format = priceFormat(price.currency);
  const sale = price.discountedPrice < price.price;
  return (
    <>
      <p className="price" part="price">
        {sale && <span className="tote-visually-hidden">{t.salePrice}: </span>}
        <span data-sale={sale || undefined}>{format(price.discountedPrice)}</span>
        {sale && (
          <>
            <span className="tote-visually-hidden"> {t.originalPrice}: </span>
            <s part="compare-at-price">{format(price.price)}</s>
          </>
        )}
      </p>
      {perUnit && price.pricePerUnit !== undefined && (
        <p className="unit-price" part="unit-price">
          {format(price.pricePerUnit)} / {perUnit.baseQuantity === 1 ? '' : `${perUnit.baseQuantity} `}
          {UNITS[perUnit.baseMeasurementUnit] ?? perUnit.baseMeasurementUnit.toLowerCase()}
        </p>
      )}
    </>
  );
}
