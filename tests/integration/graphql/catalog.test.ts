// GraphQL catalog reads: products, collections and store variants answer the REST data, with REST's filters, paging, visibility and errors.
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { insertCollection, insertProduct } from '../../support/cart-fixtures.js';
import { CATALOG, queryProducts } from '../../support/catalog-calls.js';
import { errorCodes, gql } from '../../support/graphql-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

/** The Wix storefront's product fragment (a headless Next.js shop written for Wix's GraphQL), unchanged. */
const PRODUCT_FRAGMENT = `
  fragment Product on CatalogV1Product {
    id name description stock { inventoryStatus } slug
    media { mainMedia { image { url altText width height } } items { image { url altText width height } } }
    price { price currency }
    manageVariants
    variants { id choices variant { priceData { price currency } } stock { trackQuantity quantity } }
    productOptions { name optionType choices { value description } }
    lastUpdated
  }`;

describe('products', () => {
  it('finds a product by slug with a variable inside the JSON filter, with variables and options as REST has them', async () => {
    const token = await t.visitorToken();
    const { response, body } = await gql(
      t,
      token,
      `query ProductByHandle($handle: String!) {
        storesProductsV1Products(queryInput: { query: { filter: { slug: $handle }, paging: { limit: 1 } } }) { items { ...Product } pageInfo { count total } }
      }
      ${PRODUCT_FRAGMENT}`,
      { handle: 'classic-tee' },
    );
    expect(response.statusCode).toBe(200);
    expect(body.errors).toBeUndefined();
    const [product] = body.data!.storesProductsV1Products.items;
    const rest = (await t.call('GET', `${CATALOG.read}/products/slug/classic-tee`, { token })).json().product;
    expect(product.id).toBe(rest.id);
    expect(product.name).toBe('Classic Tee');
    expect(product.price).toEqual({ price: rest.price.price, currency: rest.price.currency });
    expect(product.variants).toHaveLength(rest.variants.length);
    expect(product.variants[0].choices).toEqual(rest.variants[0].choices);
    expect(product.productOptions.map((o: { optionType: string }) => o.optionType)).toEqual(
      rest.productOptions.map((o: { optionType: string }) => o.optionType),
    );
    expect(product.media.mainMedia.image.url).toBe(rest.media.mainMedia.image.url);
    expect(body.data!.storesProductsV1Products.pageInfo).toEqual({ count: 1, total: 1 });
  });

  it('pages and sorts as the REST query does, with the same paging facts', async () => {
    const token = await t.visitorToken();
    const query = { sort: [{ fieldName: 'name', order: 'DESC' }], paging: { limit: 3, offset: 1 } };
    const { body } = await gql(
      t,
      token,
      `query Page($query: CommonQueryInput) { storesProductsV1Products(queryInput: { query: $query }) { items { id name } pageInfo { count offset total tooManyToCount } } }`,
      { query },
    );
    const rest = (await queryProducts(t, token, query)).json();
    expect(body.data!.storesProductsV1Products.items).toEqual(rest.products.map((p: { id: string; name: string }) => ({ id: p.id, name: p.name })));
    expect(body.data!.storesProductsV1Products.pageInfo).toEqual(rest.metadata);
  });

  it('reads a product by id, and answers an unknown id with PRODUCT_NOT_FOUND in extensions and a null field', async () => {
    const token = await t.visitorToken();
    const mug = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'GraphQL Mug', price: 1250 });
    const missing = '6b7c1a52-6a8e-4f5e-9a55-3b0d3a0f0000';
    const { body } = await gql(
      t,
      token,
      `query Two($id: String!, $missing: String!) {
        found: storesProductsV1Product(queryInput: { id: $id }) { id name priceData { price formatted { price } } }
        missing: storesProductsV1Product(queryInput: { id: $missing }) { id }
      }`,
      { id: mug.id, missing },
    );
    expect(body.data!.found).toEqual({ id: mug.id, name: 'GraphQL Mug', priceData: { price: 12.5, formatted: { price: '$12.50' } } });
    expect(body.data!.missing).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({
      path: ['missing'],
      message: 'Product not found',
      extensions: { code: 'PRODUCT_NOT_FOUND', httpStatus: 404, applicationError: { code: 'PRODUCT_NOT_FOUND', data: { id: missing } } },
    });
  });

  it('hides hidden products from shoppers and shows them to an API key, as REST does', async () => {
    const hidden = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Hidden GraphQL thing', visible: false });
    const query = `query($id: String!) { storesProductsV1Products(queryInput: { query: { filter: { id: $id } } }) { items { id visible } } }`;
    const shopper = await gql(t, await t.visitorToken(), query, { id: hidden.id });
    expect(shopper.body.data!.storesProductsV1Products.items).toEqual([]);
    const merchant = await gql(t, await t.merchantKey(), query, { id: hidden.id });
    expect(merchant.body.data!.storesProductsV1Products.items).toEqual([{ id: hidden.id, visible: false }]);
  });

  it('refuses a filter on an unknown field with the REST validation error, as INVALID_ARGUMENT', async () => {
    const token = await t.visitorToken();
    const { body } = await gql(t, token, `{ storesProductsV1Products(queryInput: { query: { filter: { colour: "red" } } }) { items { id } } }`);
    const rest = (await queryProducts(t, token, { filter: { colour: 'red' } })).json();
    expect(body.data).toEqual({ storesProductsV1Products: null });
    expect(body.errors![0]!.extensions).toEqual({ code: 'INVALID_ARGUMENT', httpStatus: 400, validationError: rest.details.validationError });
  });

  it('refuses a page over 100 with the REST violation', async () => {
    const { body } = await gql(t, await t.visitorToken(), `{ storesProductsV1Products(queryInput: { query: { paging: { limit: 101 } } }) { items { id } } }`);
    expect(errorCodes(body)).toEqual(['INVALID_ARGUMENT']);
    expect(body.errors![0]!.extensions.validationError!.fieldViolations).toEqual([expect.objectContaining({ field: 'paging.limit', violatedRule: 'MAX' })]);
  });
});

describe('collections', () => {
  it('queries collections and the products of one by slug, as a query and as the mutation Wix serves it as', async () => {
    const token = await t.visitorToken();
    const collectionId = await insertCollection(t.ctx.db, DEMO_SITE_ID, 'GraphQL picks');
    const inside = await insertProduct(t.ctx.db, DEMO_SITE_ID, { name: 'Picked one', collectionIds: [collectionId] });
    const { body: listed } = await gql(
      t,
      token,
      `{ storesCollectionsV1Collections(queryInput: { query: { filter: { name: "GraphQL picks" } } }) { items { id name slug numberOfProducts } } }`,
    );
    const [collection] = listed.data!.storesCollectionsV1Collections.items;
    expect(collection).toMatchObject({ id: collectionId, name: 'GraphQL picks', numberOfProducts: 1 });
    const document = (kind: string) => `${kind} Picks($slug: String!, $sort: [CommonSortingInput]!) {
      storesProductsV1GetCollectionBySlug(input: { slug: $slug }) {
        collection { id name productsVirtualReference(query: { query: { sort: $sort } }) { items { id name } } }
      }
    }`;
    for (const kind of ['query', 'mutation']) {
      const { body } = await gql(t, token, document(kind), { slug: collection.slug, sort: [{ fieldName: 'name', order: 'ASC' }] });
      expect(body.errors).toBeUndefined();
      expect(body.data!.storesProductsV1GetCollectionBySlug.collection).toEqual({
        id: collectionId,
        name: 'GraphQL picks',
        productsVirtualReference: { items: [{ id: inside.id, name: 'Picked one' }] },
      });
    }
    const byId = await gql(t, token, `query($id: String!) { storesCollectionsV1Collection(queryInput: { id: $id }) { slug } }`, { id: collectionId });
    expect(byId.body.data!.storesCollectionsV1Collection).toEqual({ slug: collection.slug });
    const missing = await gql(t, token, `{ storesProductsV1GetCollectionBySlug(input: { slug: "no-such-collection" }) { collection { id } } }`);
    expect(errorCodes(missing.body)).toEqual(['COLLECTION_NOT_FOUND']);
  });
});

describe('store variants', () => {
  it('queries the variants of a product with paging and reads one by id, as REST answers them', async () => {
    const token = await t.visitorToken();
    const tee = (await t.call('GET', `${CATALOG.read}/products/slug/classic-tee`, { token })).json().product;
    const query = { filter: { productId: tee.id }, paging: { limit: 2 } };
    const { body } = await gql(
      t,
      token,
      `query($query: CommonQueryInput) { storesVariantsV1Variants(queryInput: { query: $query }) { items { id variantId productId choices stock { inStock } } pageInfo { count total } } }`,
      { query },
    );
    const rest = (await t.call('POST', `${CATALOG.read}/variants/query`, { token, body: { query } })).json();
    expect(body.data!.storesVariantsV1Variants.items).toEqual(
      rest.variants.map((v: Record<string, any>) => ({
        id: v.id,
        variantId: v.variantId,
        productId: v.productId,
        choices: v.choices,
        stock: { inStock: v.stock.inStock },
      })),
    );
    expect(body.data!.storesVariantsV1Variants.pageInfo).toEqual({ count: 2, total: rest.metadata.total });
    const id = rest.variants[1].id as string;
    const one = await gql(t, token, `query($id: String!) { storesVariantsV1Variant(queryInput: { id: $id }) { id variantName productName } }`, { id });
    expect(one.body.data!.storesVariantsV1Variant).toMatchObject({ id, productName: 'Classic Tee' });
    const missing = await gql(t, token, `{ storesVariantsV1Variant(queryInput: { id: "nope" }) { id } }`);
    expect(errorCodes(missing.body)).toEqual(['VARIANT_NOT_FOUND']);
  });
});
