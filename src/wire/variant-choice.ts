// Variant choice logic, shared by the buy box and the hosted product page: the first choices, the variant they name, which choices can still be bought, a choice's picture.
import type { ProductOption, Variant } from './catalog.js';

/** Option name → chosen choice description. */
export type Chosen = Record<string, string>;

/** What the choice logic reads of a product (the wire's and the SDK's products both have it). */
export interface Choosable {
  productOptions: ProductOption[];
  variants?: Variant[] | undefined;
  manageVariants?: boolean;
  stock?: { inStock: boolean };
}

/** The variants a shopper may pick (hidden ones left out). */
function visibleVariants(product: Choosable): Variant[] {
  return (product.variants ?? []).filter((v) => v.variant.visible !== false);
}

/** Options with a single choice start chosen. */
export function initialChoice(product: Choosable): Chosen {
  return Object.fromEntries(product.productOptions.filter((o) => o.choices.length === 1).map((o) => [o.name, o.choices[0]!.description]));
}

/**
 * The variant of a complete choice (the default variant when the product has no options), or undefined; hidden variants are left out.
 * An incomplete choice names none: every variant has a choice of every option.
 */
export function chosenVariant(product: Choosable, chosen: Chosen): Variant | undefined {
  return product.variants?.find((v) => v.variant.visible !== false && product.productOptions.every((o) => v.choices[o.name] === chosen[o.name]));
}

/** True when some in-stock variant has this choice together with the other options' current choices. */
export function choiceInStock(product: Choosable, chosen: Chosen, option: string, choice: string): boolean {
  const variants = visibleVariants(product);
  if (variants.length === 0) return product.productOptions.find((o) => o.name === option)?.choices.find((c) => c.description === choice)?.inStock ?? true;
  const wanted = { ...chosen, [option]: choice };
  return variants.some((v) => v.stock.inStock && Object.entries(wanted).every(([name, value]) => v.choices[name] === value));
}

/**
 * The media id of the picture of the chosen choices: that of the first chosen choice with a picture tied to it (only one option's
 * choices have pictures), or undefined. `{ [option]: choice }` asks for one choice's picture.
 */
export function chosenMediaId(product: Choosable, chosen: Chosen): string | undefined {
  return product.productOptions.map((o) => o.choices.find((c) => c.description === chosen[o.name])?.media?.mainMedia?.id).find(Boolean);
}

/** The catalog options of a cart line: the variant when known, else the choices by option name. */
export function catalogOptions(product: Choosable, chosen: Chosen): { variantId: string } | { options: Chosen } | undefined {
  if (product.productOptions.length === 0) return undefined;
  const variant = chosenVariant(product, chosen);
  return variant && product.manageVariants ? { variantId: variant.id } : { options: chosen };
}
