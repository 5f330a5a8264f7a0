// <ProductGrid> of tote-shop/react: the element with its kebab-case attributes as text, the same markup on the server.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from '../../../src/react/index.js';

describe('<ProductGrid>', () => {
  it('renders <tote-product-grid> with its attributes, leaving out those not given', () => {
    const html = renderToString(
      createElement(ProductGrid, { collection: 'apparel', sort: 'newest', pageSize: 8, productUrl: '/products/{slug}', search: true, className: 'shop' }),
    );
    expect(html).toBe(
      '<tote-product-grid class="shop" collection="apparel" sort="newest" page-size="8" product-url="/products/{slug}" search="true"></tote-product-grid>',
    );
    expect(renderToString(createElement(ProductGrid, {}))).toBe('<tote-product-grid></tote-product-grid>');
  });
});
