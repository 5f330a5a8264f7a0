// The buy box's chosen options: the variant they pick, its price, stock and image, and which other choices stay in stock.
import { useEffect, useState } from 'react';
import type { PriceData, Product, ProductOption, ProductOptionsAvailabilityResponse } from '../../../wire/catalog.js';
import { chosenMediaId, chosenVariant, initialChoice } from '../../../wire/variant-choice.js';
import { optionsAvailability } from '../../store/catalog.js';

/** Stock of the chosen variant (`quantity` only when the store tracks it). */
export interface ChosenStock {
  inStock: boolean;
  quantity?: number | undefined;
}

/** What the buy box shows for the current choices. */
export interface VariantSelection {
  /** Chosen choice (description) by option name. */
  chosen: Record<string, string>;
  choose: (option: string, choice: string) => void;
  /** The options, each choice marked in stock or not given the other chosen choices (productOptionsAvailability). */
  options: ProductOption[];
  /** The variant of a complete choice (the default variant of a product without options). */
  variantId: string | undefined;
  /** The chosen variant's price, else the product's. */
  price: PriceData;
  /** The chosen variant's stock, once known. */
  stock: ChosenStock | undefined;
  /** The image of the chosen choices (the colour's picture), if they have one. */
  mediaId: string | undefined;
}

/** Tracks the choices of a product and asks the store which combinations can be bought. */
export function useVariantSelection(product: Product): VariantSelection {
  const all = product.productOptions;
  // An option with a single choice is chosen from the start.
  const [chosen, setChosen] = useState<Record<string, string>>(() => initialChoice(product));
  const [answer, setAnswer] = useState<{ key: string; value: ProductOptionsAvailabilityResponse }>();
  const key = JSON.stringify(chosen);
  useEffect(() => {
    if (all.length === 0) return undefined;
    let live = true;
    optionsAvailability(product.id, chosen).then(
      (value) => live && setAnswer({ key, value }),
      () => undefined, // the catalog's own flags stand until an answer comes
    );
    return () => {
      live = false;
    };
  }, [product.id, key]);

  const variant = chosenVariant(product, chosen);
  const selected = answer?.key === key ? answer.value.selectedVariant : undefined;
  const stock = selected ?? variant?.stock;
  const mediaId = chosenMediaId(product, chosen);
  return {
    chosen,
    choose: (option, choice) => setChosen((c) => ({ ...c, [option]: choice })),
    options: answer?.value.productOptions ?? all,
    variantId: variant?.id,
    price: selected?.price ?? variant?.variant.priceData ?? product.priceData,
    stock,
    mediaId,
  };
}
