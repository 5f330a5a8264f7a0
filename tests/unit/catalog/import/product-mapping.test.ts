// Shopify rows → catalog products: compare-at prices as a product discount, options and their combinations, problems by line and column.
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../../../src/server/catalog/import/description-html.js';
import { formatProblem } from '../../../../src/server/catalog/import/import-problems.js';
import { catalogPrices, imageOption, mapShopifyProduct, optionNames } from '../../../../src/server/catalog/import/product-mapping.js';
import { groupByHandle, readShopifyCsv, SHOPIFY_COLUMNS, type ShopifyColumn } from '../../../../src/server/catalog/import/shopify-csv.js';
import { discountedMinor } from '../../../../src/server/catalog/pricing.js';

/** One product's rows as a CSV (each row a partial record of columns). */
function product(rows: Partial<Record<ShopifyColumn, string>>[]) {
  const csv = [SHOPIFY_COLUMNS.join(','), ...rows.map((r) => SHOPIFY_COLUMNS.map((c) => r[c] ?? '').join(','))].join('\n');
  return groupByHandle(readShopifyCsv(csv)).products[0]!;
}

const shirt = (extra: Partial<Record<ShopifyColumn, string>>[] = []) =>
  product([
    {
      Handle: 'shirt',
      Title: 'Shirt',
      'Option1 Name': 'Size',
      'Option1 Value': 'S',
      'Option2 Name': 'Color',
      'Option2 Value': 'Red',
      'Variant Price': '20.00',
      'Variant Compare At Price': '25.00',
    },
    { Handle: 'shirt', 'Option1 Value': 'M', 'Option2 Value': 'Red', 'Variant Price': '22.00', 'Variant Compare At Price': '27.00' },
    { Handle: 'shirt', 'Option1 Value': 'M', 'Option2 Value': 'Blue', 'Variant Price': '22.00', 'Variant Compare At Price': '27.00' },
    ...extra,
  ]);

describe('catalogPrices', () => {
  it('keeps prices without a discount when nothing is on sale (a compare-at price not above the price is no sale)', () => {
    expect(catalogPrices([{ price: 1000 }, { price: 1200, compareAt: 1200 }])).toEqual({
      prices: [1000, 1200],
      discount: { type: 'NONE', value: 0 },
      exact: true,
    });
  });

  it('makes the compare-at price the price and the same amount off every variant an AMOUNT discount', () => {
    expect(
      catalogPrices([
        { price: 2000, compareAt: 2500 },
        { price: 2200, compareAt: 2700 },
      ]),
    ).toEqual({ prices: [2500, 2700], discount: { type: 'AMOUNT', value: 500 }, exact: true });
  });

  it('makes the same percentage off every variant a PERCENT discount', () => {
    const mapped = catalogPrices([
      { price: 2250, compareAt: 2500 },
      { price: 4500, compareAt: 5000 },
    ]);
    expect(mapped).toEqual({ prices: [2500, 5000], discount: { type: 'PERCENT', value: 10 }, exact: true });
    expect(mapped.prices.map((p) => discountedMinor(p, 'PERCENT', mapped.discount.value))).toEqual([2250, 4500]);
  });

  it('keeps the sale prices without a discount when one product discount cannot express the compare-at prices', () => {
    expect(catalogPrices([{ price: 2000, compareAt: 2500 }, { price: 2000 }])).toEqual({
      prices: [2000, 2000],
      discount: { type: 'NONE', value: 0 },
      exact: false,
    });
  });
});

describe('mapShopifyProduct', () => {
  it('maps options in order of first appearance; combinations Shopify lacks become hidden, out-of-stock variants', () => {
    const mapped = mapShopifyProduct(shirt(), 2);
    expect(mapped.problems).toEqual([]);
    const item = mapped.item!;
    expect(item.product).toMatchObject({
      slug: 'shirt',
      name: 'Shirt',
      manageVariants: true,
      priceData: { price: 25 },
      discount: { type: 'AMOUNT', value: 5 },
    });
    expect(item.product.productOptions!.map((o) => [o.name, o.choices.map((c) => c.value)])).toEqual([
      ['Size', ['S', 'M']],
      ['Color', ['Red', 'Blue']],
    ]);
    expect(item.variants!.map((v) => [v.choices, v.price, v.visible])).toEqual([
      [{ Size: 'S', Color: 'Red' }, 25, true],
      [{ Size: 'S', Color: 'Blue' }, undefined, false],
      [{ Size: 'M', Color: 'Red' }, 27, true],
      [{ Size: 'M', Color: 'Blue' }, 27, true],
    ]);
    expect(item.variants![1]).toMatchObject({ inStock: false });
  });

  it("reads Shopify's Title / Default Title as a product without options", () => {
    const mapped = mapShopifyProduct(
      product([
        {
          Handle: 'mug',
          Title: 'Mug',
          'Option1 Name': 'Title',
          'Option1 Value': 'Default Title',
          'Variant Price': '9.50',
          'Variant SKU': 'MUG',
          'Variant Inventory Tracker': 'shopify',
          'Variant Inventory Qty': '7',
        },
      ]),
      2,
    );
    expect(optionNames(product([{ Handle: 'x', 'Option1 Name': 'Title', 'Option1 Value': 'Default Title' }]).rows[0]!)).toEqual([]);
    expect(mapped.item).toMatchObject({ product: { sku: 'MUG', manageVariants: false, productOptions: [], stock: { trackInventory: true, quantity: 7 } } });
    expect(mapped.item!.variants).toBeUndefined();
  });

  it('names each unusable cell by its line and column and maps nothing of the product', () => {
    const mapped = mapShopifyProduct(shirt([{ Handle: 'shirt', 'Option1 Value': 'L', 'Variant Price': 'abc', 'Variant Grams': '1.5' }]), 2);
    expect(mapped.item).toBeUndefined();
    expect(mapped.problems.map(formatProblem)).toEqual([
      'line 5: Option2 Value is required: the product has the option "Color"',
      'line 5: Variant Price "abc" is not a price',
      'line 5: Variant Grams "1.5" is not a whole number',
    ]);
    const repeated = mapShopifyProduct(shirt([{ Handle: 'shirt', 'Option1 Value': 'S', 'Option2 Value': 'Red', 'Variant Price': '1.001' }]), 2);
    expect(repeated.problems.map(formatProblem)).toEqual([
      'line 5: Option values repeat the variant of line 2',
      'line 5: Variant Price "1.001" has more than 2 decimals',
    ]);
  });

  it('locates the fields of the import at their line and column', () => {
    const mapped = mapShopifyProduct(shirt(), 2);
    expect(mapped.locate('variants[3].price')).toMatchObject({ where: 'line 4', column: 'Variant Price', value: '22.00' });
    expect(mapped.locate('product.productOptions[1].choices[1].value')).toMatchObject({ where: 'line 4', column: 'Option2 Value' });
    expect(mapped.locate('product.name')).toMatchObject({ where: 'line 2', column: 'Title' });
  });

  it('links variant images to the option whose choices each have one image, and lists each URL once', () => {
    const group = shirt([]);
    group.rows[0]!.cells['Variant Image'] = 'https://x.example/red.jpg';
    group.rows[1]!.cells['Variant Image'] = 'https://x.example/red.jpg';
    group.rows[2]!.cells['Variant Image'] = 'https://x.example/blue.jpg';
    group.rows[0]!.cells['Image Src'] = 'https://x.example/red.jpg';
    expect(mapShopifyProduct(group, 2).item!.media).toEqual([
      { url: 'https://x.example/red.jpg', choices: [{ option: 'Color', choice: 'Red' }] },
      { url: 'https://x.example/blue.jpg', choices: [{ option: 'Color', choice: 'Blue' }] },
    ]);
    expect(
      imageOption(
        ['Size'],
        [
          { choices: { Size: 'S' }, image: 'a' },
          { choices: { Size: 'S' }, image: 'b' },
        ],
      ),
    ).toBeUndefined();
  });
});

describe('sanitizeDescription', () => {
  it('keeps the allowed tags, turns <b> into <strong>, drops scripts, styles, handlers and javascript: links', () => {
    expect(
      sanitizeDescription(
        '<h1>Hi</h1><p onclick="x()">A <b>bold</b> <a href="javascript:alert(1)">link</a> <a href="mailto:a@b.c" target="_blank">mail</a></p><script>alert(1)</script><style>p{}</style><img src="x" onerror="y()">',
      ),
    ).toBe('<h2>Hi</h2><p>A <strong>bold</strong> <a>link</a> <a href="mailto:a@b.c">mail</a></p>');
  });
});
