// A product's options on the wire, each choice's stock and visibility given the other selected choices.
import type { Media, ProductOption } from '../../wire/catalog.js';
import type { StoredMedia, StoredOption } from '../db/catalog-tables.js';
import { variantInStock } from './inventory.js';
import { mediaOf } from './media-wire.js';
import type { LoadedProduct, VariantRow } from './product-rows.js';

/** Variants that have every selected choice except the one of `skipOption`. */
function matching(variants: readonly VariantRow[], selected: Record<string, string>, skipOption?: string): VariantRow[] {
  return variants.filter((v) => Object.entries(selected).every(([name, choice]) => name === skipOption || v.choices[name] === choice));
}

/** The media of a choice, from its media ids. */
export function choiceMedia(option: StoredOption, description: string, media: readonly StoredMedia[], publicUrl: string): Media | undefined {
  const ids = option.choices.find((c) => c.description === description)?.mediaIds ?? [];
  const items = ids.map((id) => media.find((m) => m.id === id)).filter((m): m is StoredMedia => m !== undefined);
  return items.length > 0 ? mediaOf(items, publicUrl) : undefined;
}

/**
 * The options of a product; a choice is `inStock` (`visible`) when some variant with it and with
 * the other selected choices is in stock (visible). Without a selection: some variant with it.
 */
export function optionsToWire(product: LoadedProduct, publicUrl: string, selected: Record<string, string> = {}): ProductOption[] {
  return product.options.map((option) => {
    const candidates = matching(product.variants, selected, option.name);
    return {
      optionType: option.optionType,
      name: option.name,
      choices: option.choices.map((choice) => {
        const withChoice = candidates.filter((v) => v.choices[option.name] === choice.description);
        const media = choiceMedia(option, choice.description, product.media, publicUrl);
        return {
          value: choice.value,
          description: choice.description,
          ...(media ? { media } : {}),
          inStock: withChoice.some((v) => variantInStock(product.track_inventory, v)),
          visible: withChoice.some((v) => v.visible),
        };
      }),
    };
  });
}

/** The variants that have all the selected choices. */
export function variantsWithChoices(variants: readonly VariantRow[], selected: Record<string, string>): VariantRow[] {
  return matching(variants, selected);
}
