// The shared choice logic's pictures: the picture tied to a choice, and the one the chosen choices show (buy box and hosted product page).
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/wire/catalog.js';
import { chosenMediaId } from '../../../src/wire/variant-choice.js';

const picture = (id: string) => ({ mainMedia: { id, mediaType: 'image' as const }, items: [{ id, mediaType: 'image' as const }] });
const product = {
  productOptions: [
    { name: 'Size', optionType: 'drop_down', choices: [{ value: 'S', description: 'S', inStock: true, visible: true }] },
    {
      name: 'Colour',
      optionType: 'color',
      choices: [
        { value: '#00f', description: 'Blue', inStock: true, visible: true, media: picture('blue.jpg') },
        { value: '#f80', description: 'Orange', inStock: true, visible: true },
      ],
    },
  ],
} as unknown as Product;

describe('choice pictures', () => {
  it('finds the picture tied to a choice, and none for a choice without one', () => {
    expect(chosenMediaId(product, { Colour: 'Blue' })).toBe('blue.jpg');
    expect(chosenMediaId(product, { Colour: 'Orange' })).toBeUndefined();
    expect(chosenMediaId(product, {})).toBeUndefined();
    expect(chosenMediaId(product, { Fit: 'Blue' })).toBeUndefined();
  });

  it('shows the picture of the chosen choices whatever else is chosen', () => {
    expect(chosenMediaId(product, { Size: 'S' })).toBeUndefined();
    expect(chosenMediaId(product, { Size: 'S', Colour: 'Blue' })).toBe('blue.jpg');
    expect(chosenMediaId(product, { Colour: 'Orange' })).toBeUndefined();
  });
});
