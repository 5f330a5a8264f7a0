// productOptionsAvailability: given some selected choices, which other choices are in stock, and the variant picked.
import type { Media, ProductOptionsAvailabilityResponse } from '../../wire/catalog.js';
import type { CatalogViewer } from './catalog-viewer.js';
import { checkSelection } from './choice-selection.js';
import { variantInStock } from './inventory.js';
import { mediaOf } from './media-wire.js';
import { choiceMedia, optionsToWire, variantsWithChoices } from './options-wire.js';
import type { LoadedProduct } from './product-rows.js';
import { variantDataToWire } from './variant-wire.js';

/** The availability answer for a selection (`options`: option name → choice; some or all options). */
export function optionsAvailability(product: LoadedProduct, options: Record<string, string>, viewer: CatalogViewer): ProductOptionsAvailabilityResponse {
  const selected = checkSelection(product.options, options, 'options');
  const complete = product.options.every((o) => selected[o.name] !== undefined);
  const variant = complete ? variantsWithChoices(product.variants, selected)[0] : undefined;
  let media: Media | undefined;
  for (const option of product.options) {
    const choice = selected[option.name];
    media = choice === undefined ? undefined : choiceMedia(option, choice, product.media, viewer.publicUrl);
    if (media) break;
  }
  return {
    ...(variant ? { selectedVariant: variantDataToWire(product, variant, viewer) } : {}),
    media: media ?? mediaOf(product.media, viewer.publicUrl),
    productOptions: optionsToWire(product, viewer.publicUrl, selected),
    availableForPurchase: variant !== undefined && product.visible && variant.visible && variantInStock(product.track_inventory, variant),
  };
}
