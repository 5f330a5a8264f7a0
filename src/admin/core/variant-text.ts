// A variant's choices as text (`Size: M, Colour: Navy`), shared by Home and the Inventory page.
import type { StoreVariant } from '../../wire/catalog.js';

/** The choices of a variant (`Size: M, Colour: Navy`), empty for a product without options. */
export function choicesText(variant: Pick<StoreVariant, 'choices'>): string {
  return Object.entries(variant.choices)
    .map(([option, choice]) => `${option}: ${choice}`)
    .join(', ');
}
