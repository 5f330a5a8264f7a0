// A merchant's product (create/update body): its TypeBox schema and its checked form in storage units.
import { Type, type Static } from 'typebox';
import { MeasurementUnit } from '../../../wire/enums.js';
import type { FieldViolation } from '../../../wire/errors.js';
import type { PricePerUnitData, StoredOption, TaxGroup } from '../../db/catalog-tables.js';
import { validationError } from '../../http/http-error.js';
import { decimalToScaled, minorToDecimal, parseScaled } from '../../money.js';
import { MAX_UNIT_PRICE_MINOR } from '../../pricing/index.js';
import type { StoredDiscountType } from '../pricing.js';
import { nullable } from './nullable.js';

/** Largest amount of money a field takes (Wix's bound). */
export const MAX_AMOUNT = 999_999_999.99;
/** Most variants (choice combinations) a product may have. */
export const MAX_VARIANTS = 300;

const Amount = Type.Number({ minimum: 0, maximum: MAX_AMOUNT });
const Unit = Type.Enum(Object.values(MeasurementUnit));

/** One option as written: choices need a value; a description defaults to the value. */
export const OptionInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 50 }),
    optionType: Type.Optional(Type.Union([Type.Literal('drop_down'), Type.Literal('color'), Type.Literal('unspecified_option_type')])),
    choices: Type.Array(
      Type.Object(
        { value: Type.String({ minLength: 1, maxLength: 50 }), description: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })) },
        { additionalProperties: true },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: true },
);

/** A product as merchants write it; read-only fields (id, stock status, media, ...) may be present and are ignored. */
export const ProductInputSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    slug: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' })),
    visible: Type.Optional(Type.Boolean()),
    productType: Type.Optional(Type.Union([Type.Literal('physical'), Type.Literal('digital')])),
    description: Type.Optional(Type.String({ maxLength: 16_000 })),
    sku: Type.Optional(nullable(Type.String({ maxLength: 40 }))),
    weight: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }))),
    priceData: Type.Optional(Type.Object({ price: Type.Optional(Amount) }, { additionalProperties: true })),
    price: Type.Optional(Type.Object({ price: Type.Optional(Amount) }, { additionalProperties: true })),
    costAndProfitData: Type.Optional(Type.Object({ itemCost: Type.Optional(nullable(Amount)) }, { additionalProperties: true })),
    pricePerUnitData: Type.Optional(
      nullable(
        Type.Object(
          {
            totalQuantity: Type.Number({ minimum: 0.01, maximum: MAX_AMOUNT }),
            totalMeasurementUnit: Unit,
            baseQuantity: Type.Number({ minimum: 0.01, maximum: MAX_AMOUNT }),
            baseMeasurementUnit: Unit,
          },
          { additionalProperties: false },
        ),
      ),
    ),
    additionalInfoSections: Type.Optional(
      Type.Array(Type.Object({ title: Type.String({ maxLength: 50 }), description: Type.String({ maxLength: 16_000 }) }, { additionalProperties: false }), {
        maxItems: 20,
      }),
    ),
    manageVariants: Type.Optional(Type.Boolean()),
    productOptions: Type.Optional(Type.Array(OptionInputSchema, { maxItems: 6 })),
    discount: Type.Optional(
      Type.Object(
        {
          type: Type.Union([Type.Literal('NONE'), Type.Literal('AMOUNT'), Type.Literal('PERCENT'), Type.Literal('UNDEFINED')]),
          value: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_AMOUNT })),
        },
        { additionalProperties: false },
      ),
    ),
    ribbon: Type.Optional(nullable(Type.String({ maxLength: 30 }))),
    brand: Type.Optional(nullable(Type.String({ maxLength: 50 }))),
    taxGroup: Type.Optional(Type.Union([Type.Literal('STANDARD'), Type.Literal('REDUCED'), Type.Literal('EXEMPT')])),
    stock: Type.Optional(
      Type.Object(
        {
          trackInventory: Type.Optional(Type.Boolean()),
          quantity: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 99_999 }))),
          inStock: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: true },
      ),
    ),
    seoData: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
);

/** A product body as its schema checked it. */
export type ProductInput = Static<typeof ProductInputSchema>;

/** A product write in storage units: money in minor units, decimals as strings, options normalized. */
export interface ProductChanges {
  name?: string;
  slug?: string;
  visible?: boolean;
  product_type?: 'physical' | 'digital';
  description?: string;
  sku?: string | null;
  weight?: string | null;
  price?: number;
  cost?: number | null;
  price_per_unit?: PricePerUnitData | null;
  additional_info?: { title: string; description: string }[];
  manage_variants?: boolean;
  options?: StoredOption[];
  discount_type?: StoredDiscountType;
  discount_value?: string;
  ribbon?: string | null;
  brand?: string | null;
  tax_group?: TaxGroup;
  seo?: Record<string, unknown> | null;
  stock?: { trackInventory?: boolean; quantity?: number | null; inStock?: boolean };
}

/** Empty text clears a nullable text field. */
function textOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Options with defaults applied; duplicate names and choices are violations. */
function optionsOf(input: NonNullable<ProductInput['productOptions']>, path: string, violations: FieldViolation[]): StoredOption[] {
  const names = new Set<string>();
  let combinations = 1;
  const options = input.map((option, i): StoredOption => {
    const name = option.name.trim();
    if (names.has(name.toLowerCase()))
      violations.push({
        field: `${path}[${i}].name`,
        description: 'is the name of another option of this product',
        violatedRule: 'VALIDATION',
        ruleName: 'VALIDATION',
      });
    names.add(name.toLowerCase());
    const descriptions = new Set<string>();
    const choices = option.choices.map((choice, j) => {
      const description = (choice.description ?? choice.value).trim();
      if (descriptions.has(description))
        violations.push({
          field: `${path}[${i}].choices[${j}]`,
          description: `repeats the choice "${description}"`,
          violatedRule: 'VALIDATION',
          ruleName: 'VALIDATION',
        });
      descriptions.add(description);
      return { value: choice.value.trim(), description };
    });
    combinations *= choices.length;
    return { name, optionType: option.optionType === 'color' ? 'color' : 'drop_down', choices };
  });
  if (combinations > MAX_VARIANTS) {
    violations.push({
      field: path,
      description: `makes ${combinations} variants; a product may have at most ${MAX_VARIANTS}`,
      violatedRule: 'MAX_SIZE',
      ruleName: 'MAX_SIZE',
      data: { limit: MAX_VARIANTS },
    });
  }
  return options;
}

/** Minor units of an amount, or a DECIMAL_MAX_SCALE violation, or a MAX violation past {@link MAX_UNIT_PRICE_MINOR} (totals stay exact). */
export function amountToMinor(value: number, digits: number, field: string, violations: FieldViolation[]): number {
  const scaled = decimalToScaled(value, digits);
  if (scaled === undefined) {
    violations.push({
      field,
      description: `must have at most ${digits} decimals`,
      violatedRule: 'DECIMAL_MAX_SCALE',
      ruleName: 'DECIMAL_MAX_SCALE',
      data: { maxScale: digits },
    });
    return 0;
  }
  if (scaled > MAX_UNIT_PRICE_MINOR) {
    const max = minorToDecimal(MAX_UNIT_PRICE_MINOR, digits);
    violations.push({ field, description: `must be at most ${max}`, violatedRule: 'MAX', ruleName: 'MAX', data: { max } });
    return 0;
  }
  return scaled;
}

/** A weight as stored: a decimal string with 3 decimals, further decimals rounded half up (money.ts parses it). */
export function weightDecimal(value: number): string {
  return minorToDecimal(parseScaled(value, 3), 3);
}

/**
 * The storage form of a product body; throws one validation error with every violation.
 * @param digits decimal digits of the site currency
 * @param path JSON path of the product in the request, for violations
 */
export function productChanges(input: ProductInput, digits: number, path = 'product'): ProductChanges {
  const violations: FieldViolation[] = [];
  const changes: ProductChanges = {};
  if (input.name !== undefined) {
    changes.name = input.name.trim();
    if (changes.name === '') violations.push({ field: `${path}.name`, description: 'must not be blank', violatedRule: 'MIN_LENGTH', ruleName: 'MIN_LENGTH' });
  }
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.visible !== undefined) changes.visible = input.visible;
  if (input.productType !== undefined) changes.product_type = input.productType;
  if (input.description !== undefined) changes.description = input.description;
  if (input.sku !== undefined) changes.sku = textOrNull(input.sku) ?? null;
  if (input.weight !== undefined) changes.weight = input.weight === null ? null : weightDecimal(input.weight);
  const price = input.priceData?.price ?? input.price?.price;
  if (price !== undefined) changes.price = amountToMinor(price, digits, `${path}.priceData.price`, violations);
  const cost = input.costAndProfitData?.itemCost;
  if (cost !== undefined) changes.cost = cost === null ? null : amountToMinor(cost, digits, `${path}.costAndProfitData.itemCost`, violations);
  if (input.pricePerUnitData !== undefined) changes.price_per_unit = input.pricePerUnitData;
  if (input.additionalInfoSections !== undefined) changes.additional_info = input.additionalInfoSections;
  if (input.manageVariants !== undefined) changes.manage_variants = input.manageVariants;
  if (input.productOptions !== undefined) changes.options = optionsOf(input.productOptions, `${path}.productOptions`, violations);
  if (input.discount !== undefined) {
    const { type, value } = input.discount;
    if (type === 'NONE' || type === 'UNDEFINED') {
      changes.discount_type = 'NONE';
      changes.discount_value = '0';
    } else if (value === undefined) {
      violations.push({
        field: `${path}.discount.value`,
        description: 'is required for an AMOUNT or PERCENT discount',
        violatedRule: 'REQUIRED_FIELD',
        ruleName: 'REQUIRED_FIELD',
      });
    } else if (type === 'PERCENT') {
      const scaled = decimalToScaled(value, 4);
      if (scaled === undefined || value > 100) {
        violations.push({
          field: `${path}.discount.value`,
          description: 'must be a percentage between 0 and 100 with at most 4 decimals',
          violatedRule: 'MAX',
          ruleName: 'MAX',
        });
      } else {
        changes.discount_type = 'PERCENT';
        changes.discount_value = minorToDecimal(scaled, 4);
      }
    } else {
      changes.discount_type = 'AMOUNT';
      changes.discount_value = String(amountToMinor(value, digits, `${path}.discount.value`, violations));
    }
  }
  if (input.ribbon !== undefined) changes.ribbon = textOrNull(input.ribbon) ?? null;
  if (input.brand !== undefined) changes.brand = textOrNull(input.brand) ?? null;
  if (input.taxGroup !== undefined) changes.tax_group = input.taxGroup;
  if (input.seoData !== undefined) changes.seo = input.seoData as Record<string, unknown>;
  if (input.stock !== undefined) {
    changes.stock = {
      ...(input.stock.trackInventory !== undefined ? { trackInventory: input.stock.trackInventory } : {}),
      ...(input.stock.quantity !== undefined ? { quantity: input.stock.quantity } : {}),
      ...(input.stock.inStock !== undefined ? { inStock: input.stock.inStock } : {}),
    };
  }
  if (violations.length > 0) throw validationError(violations);
  return changes;
}
