// Which variant the chosen options name, and which choices can still be bought given the others (from the product's variants).
import type { SdkProduct } from '../../../sdk/modules/products.js';
import type { Variant } from '../../../wire/catalog.js';

/** Option name → chosen choice description. */
export type Chosen = Record<string, string>;

/** The variants a shopper may pick (hidden ones left out). */
function visibleVariants(product: SdkProduct): Variant[] {
  return (product.variants ?? []).filter((v) => v.variant.visible !== false);
}

/** The variant of a complete choice (the default variant when the product has no options), or undefined. */
export function chosenVariant(product: SdkProduct, chosen: Chosen): Variant | undefined {
  const options = product.productOptions;
  if (options.some((o) => chosen[o.name] === undefined)) return undefined;
  return visibleVariants(product).find((v) => options.every((o) => v.choices[o.name] === chosen[o.name]));
}

/** True when some in-stock variant has this choice together with the other options' current choices. */
export function choiceInStock(product: SdkProduct, chosen: Chosen, option: string, choice: string): boolean {
  const variants = visibleVariants(product);
  if (variants.length === 0) return product.productOptions.find((o) => o.name === option)?.choices.find((c) => c.description === choice)?.inStock ?? true;
  const wanted = { ...chosen, [option]: choice };
  return variants.some((v) => v.stock.inStock && Object.entries(wanted).every(([name, value]) => v.choices[name] === value));
}

/** Options with a single choice start chosen. */
export function initialChoice(product: SdkProduct): Chosen {
  return Object.fromEntries(product.productOptions.filter((o) => o.choices.length === 1).map((o) => [o.name, o.choices[0]!.description]));
}

/** The catalog options of a cart line: the variant when known, else the choices by option name. */
export function catalogOptions(product: SdkProduct, chosen: Chosen): { variantId: string } | { options: Chosen } | undefined {
  if (product.productOptions.length === 0) return undefined;
  const variant = chosenVariant(product, chosen);
  return variant && product.manageVariants ? { variantId: variant.id } : { options: chosen };
}
