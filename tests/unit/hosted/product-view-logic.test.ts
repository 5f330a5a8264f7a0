// The product page's logic: variants of chosen options, choices in stock, cart references, and descriptions as plain text.
import { describe, expect, it } from 'vitest';
import type { SdkProduct } from '../../../src/sdk/modules/products.js';
import { descriptionParagraphs } from '../../../src/hosted/pages/product/description.js';
import { catalogOptions, choiceInStock, chosenVariant, initialChoice } from '../../../src/wire/variant-choice.js';

const choice = (description: string) => ({ value: description, description, inStock: true, visible: true });
const variant = (id: string, choices: Record<string, string>, inStock = true, visible = true) => ({
  id,
  choices,
  stock: { trackQuantity: true, quantity: inStock ? 5 : 0, inStock },
  variant: { visible, priceData: { currency: 'USD', price: 10, discountedPrice: 10, formatted: { price: '$10.00', discountedPrice: '$10.00' } } },
});

/** A product with two options (one with a single choice) and four variants, one sold out, one hidden. */
const product = {
  id: 'p1',
  manageVariants: true,
  productOptions: [
    { name: 'Size', optionType: 'drop_down', choices: [choice('S'), choice('M')] },
    { name: 'Fit', optionType: 'drop_down', choices: [choice('Regular')] },
  ],
  variants: [
    variant('v1', { Size: 'S', Fit: 'Regular' }, false),
    variant('v2', { Size: 'M', Fit: 'Regular' }),
    variant('v3', { Size: 'L', Fit: 'Regular' }, true, false),
  ],
} as unknown as SdkProduct;

describe('variant choice', () => {
  it('starts with single-choice options chosen and finds the variant of a complete choice', () => {
    expect(initialChoice(product)).toEqual({ Fit: 'Regular' });
    expect(chosenVariant(product, { Fit: 'Regular' })).toBeUndefined();
    expect(chosenVariant(product, { Size: 'M', Fit: 'Regular' })?.id).toBe('v2');
    expect(chosenVariant(product, { Size: 'L', Fit: 'Regular' })).toBeUndefined();
  });

  it('marks a choice out of stock when no in-stock variant has it with the other choices', () => {
    expect(choiceInStock(product, { Fit: 'Regular' }, 'Size', 'S')).toBe(false);
    expect(choiceInStock(product, { Fit: 'Regular' }, 'Size', 'M')).toBe(true);
  });

  it('references the variant when the product manages variants, else the choices', () => {
    expect(catalogOptions(product, { Size: 'M', Fit: 'Regular' })).toEqual({ variantId: 'v2' });
    expect(catalogOptions({ ...product, manageVariants: false } as SdkProduct, { Size: 'M', Fit: 'Regular' })).toEqual({
      options: { Size: 'M', Fit: 'Regular' },
    });
    expect(catalogOptions({ ...product, productOptions: [] } as SdkProduct, {})).toBeUndefined();
  });
});

describe('descriptionParagraphs', () => {
  it('turns HTML into paragraphs of text: tags dropped, entities decoded, scripts and styles gone', () => {
    expect(
      descriptionParagraphs('<p>Soft &amp; warm&nbsp;wool.</p><p>Made in <b>Portugal</b>.<br>Hand wash.</p><script>alert(1)</script><style>p{}</style>'),
    ).toEqual(['Soft & warm wool.', 'Made in Portugal.', 'Hand wash.']);
    expect(descriptionParagraphs('Plain text, &#8220;quoted&#8221; &#x2014; done')).toEqual(['Plain text, “quoted” — done']);
    expect(descriptionParagraphs(undefined)).toEqual([]);
    expect(descriptionParagraphs('<img src=x onerror=alert(1)>')).toEqual([]);
  });
});
