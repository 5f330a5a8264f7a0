// Variants follow options: one per combination, existing ones kept where their choices survive.
import { describe, expect, it } from 'vitest';
import type { StoredOption } from '../../../src/server/db/catalog-tables.js';
import { choiceCombinations, planVariants } from '../../../src/server/catalog/write/variant-plan.js';
import { DEFAULT_VARIANT_ID } from '../../../src/wire/catalog.js';

const size = (...values: string[]): StoredOption => ({ name: 'Size', optionType: 'drop_down', choices: values.map((v) => ({ value: v, description: v })) });
const color: StoredOption = {
  name: 'Color',
  optionType: 'color',
  choices: [
    { value: '#000', description: 'Black' },
    { value: '#fff', description: 'White' },
  ],
};

describe('choiceCombinations', () => {
  it('makes every combination in option order, and one empty one without options', () => {
    expect(choiceCombinations([size('S', 'M'), color])).toEqual([
      { Size: 'S', Color: 'Black' },
      { Size: 'S', Color: 'White' },
      { Size: 'M', Color: 'Black' },
      { Size: 'M', Color: 'White' },
    ]);
    expect(choiceCombinations([])).toEqual([{}]);
  });
});

describe('planVariants', () => {
  it('gives a product without options the default variant id', () => {
    const plan = planVariants([], []);
    expect(plan.create).toEqual([{ id: DEFAULT_VARIANT_ID, choices: {}, position: 0 }]);
  });

  it('keeps surviving variants with new positions, creates new ones and removes the rest', () => {
    const existing = [
      { id: 'v-s', choices: { Size: 'S' }, position: 0 },
      { id: 'v-m', choices: { Size: 'M' }, position: 1 },
    ];
    const plan = planVariants([size('M', 'L')], existing);
    expect(plan.keep).toEqual([{ variant: existing[1], position: 0 }]);
    expect(plan.create.map((c) => [c.choices, c.position])).toEqual([[{ Size: 'L' }, 1]]);
    expect(plan.create[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.remove).toEqual(['v-s']);
  });

  it('replaces every variant when an option is added', () => {
    const plan = planVariants([size('S'), color], [{ id: 'v-s', choices: { Size: 'S' } }]);
    expect(plan.keep).toEqual([]);
    expect(plan.create).toHaveLength(2);
    expect(plan.remove).toEqual(['v-s']);
  });
});
