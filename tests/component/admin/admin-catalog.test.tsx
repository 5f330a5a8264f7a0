// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// Collections, Inventory and the products list's bulk edits in happy-dom against the real store: each edit shown at once, answered by the catalog API, refusals shown with the store's reason.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/wire/catalog.js';
import { clickButton, closeAdmin, errorOf, fieldByLabel, find, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { CATALOG, createProduct } from '../../support/catalog-calls.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();
const OWNER = { email: 'owner@admin-catalog.test', password: 'a long owner password' };
const STAFF = { email: 'staff@admin-catalog.test', password: 'a long staff password' };
const SIZES = { name: 'Size', optionType: 'drop_down', choices: ['S', 'M'].map((s) => ({ value: s, description: s })) };

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  await makeStaff(t, STAFF.email, STAFF.password, 'staff');
});

afterEach(() => {
  closeAdmin();
});

/** A product as the merchant API answers it now. */
async function productNow(id: string): Promise<Product> {
  return (await t.call('GET', `${CATALOG.read}/products/${id}`, { token: await t.merchantKey() })).json().product;
}

/** The table row whose text has `needle`. */
function rowWith(root: ParentNode, needle: string): HTMLTableRowElement | undefined {
  return [...root.querySelectorAll<HTMLTableRowElement>('tbody tr')].find((r) => text(r).includes(needle));
}

describe('collections', () => {
  it('shows a blank name at its field, creates a collection, adds two products and removes one, as the store answers', async () => {
    const lamp = await createProduct(t, { name: 'Coll Lamp', priceData: { price: 30 } });
    const vase = await createProduct(t, { name: 'Coll Vase', priceData: { price: 20 } });
    const root = await signedIn(t, OWNER, '/admin/collections');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Collections');
    await expect.poll(() => root.querySelector('.state-loading')).toBeNull();

    root.querySelector<HTMLAnchorElement>('a[href="/admin/collections/new"]')!.click();
    await expect.poll(() => text(root.querySelector('h1'))).toBe('New collection');
    type(fieldByLabel(root, 'Description'), 'Light for the living room.');
    await submit(root.querySelector('form.panel'));
    const name = fieldByLabel(root, 'Name');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe('is required');
    expect(fieldByLabel<HTMLTextAreaElement>(root, 'Description').value).toBe('Light for the living room.');

    type(name, 'Living room');
    await submit(root.querySelector('form.panel'));
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Edit Living room');
    const id = location.pathname.split('/').pop()!;
    await expect.poll(() => text(root.querySelector('[aria-labelledby="collection-products-title"]'))).toContain('No products in this collection yet.');

    type(fieldByLabel(root, 'Find products by name'), 'Coll ');
    await submit(root.querySelector('form[role="search"]'));
    await clickButton(root, 'Add Coll Lamp to the collection');
    await clickButton(root, 'Add Coll Vase to the collection');
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toBe('Coll Vase is added to the collection.');
    const listed = () => text(root.querySelector('[aria-labelledby="collection-products-title"] ul'));
    expect(listed()).toContain('Coll Lamp');
    expect(listed()).toContain('Coll Vase');
    await expect.poll(async () => (await productNow(vase.id)).collectionIds).toContain(id);
    expect((await productNow(lamp.id)).collectionIds).toContain(id);

    await clickButton(root, 'Remove Coll Lamp from the collection');
    await expect.poll(listed).not.toContain('Coll Lamp');
    await expect.poll(async () => (await productNow(lamp.id)).collectionIds).not.toContain(id);
    const shopper = await t.visitorToken();
    const seen = (await t.call('GET', `/v2/collections/${id}`, { token: shopper })).json().collection;
    expect(seen).toMatchObject({ name: 'Living room', description: 'Light for the living room.', numberOfProducts: 1 });
  });

  it('lists collections with paging, rolls back an add the store refuses, and deletes a collection after asking', async () => {
    const token = await t.merchantKey();
    const made: string[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await t.call('POST', `${CATALOG.write}/collections`, { token, body: { collection: { name: `Paged ${String(i).padStart(2, '0')}` } } });
      made.push(answer.json().collection.id);
    }
    const root = await signedIn(t, OWNER, '/admin/collections');
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBe(20);
    expect(text(root.querySelector('.pager'))).toMatch(/Page 1 of 2/);
    await clickButton(root, 'Next');
    await expect.poll(() => text(root.querySelector('.pager'))).toMatch(/Page 2 of 2/);

    const chair = await createProduct(t, { name: 'Coll Chair', priceData: { price: 90 } });
    const doomed = made[0]!;
    history.pushState(null, '', `/admin/collections/${doomed}`);
    dispatchEvent(new PopStateEvent('popstate'));
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Edit Paged 00');
    type(fieldByLabel(root, 'Find products by name'), 'Coll Chair');
    await submit(root.querySelector('form[role="search"]'));
    await find(root, '[aria-label="Add Coll Chair to the collection"]');
    // Deleted behind the page's back: the add is refused and rolled back with the store's reason.
    await t.call('DELETE', `${CATALOG.write}/collections/${doomed}`, { token });
    await clickButton(root, 'Add Coll Chair to the collection');
    await expect.poll(() => text(root.querySelector('[role="alert"].notice'))).toContain('Collection');
    await expect.poll(() => text(root.querySelector('[aria-labelledby="collection-products-title"]'))).toContain('No products in this collection yet.');
    expect(root.querySelector('[aria-label="Add Coll Chair to the collection"]')).not.toBeNull();
    expect((await productNow(chair.id)).collectionIds).not.toContain(doomed);

    const kept = made[1]!;
    history.pushState(null, '', `/admin/collections/${kept}`);
    dispatchEvent(new PopStateEvent('popstate'));
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Edit Paged 01');
    await clickButton(root, 'Delete the collection Paged 01');
    const group = await find(root, '[role="group"][aria-label="Delete the collection Paged 01? Its products stay in the store."]');
    group.querySelector<HTMLButtonElement>('.button-danger')!.click();
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Collections');
    expect(location.pathname).toBe('/admin/collections');
    await expect.poll(async () => (await t.call('GET', `/v2/collections/${kept}`, { token })).statusCode).toBe(404);
  });
});

describe('inventory', () => {
  it('corrects a variant’s quantity at once, rolls back a refused one with the store’s reason, filters low stock and marks an untracked one out', async () => {
    const shirt = await createProduct(t, { name: 'Inv Shirt', priceData: { price: 25 }, productOptions: [SIZES], stock: { trackInventory: true } });
    await createProduct(t, { name: 'Inv Poster', priceData: { price: 15 }, sku: 'INV-POSTER', stock: { trackInventory: false, inStock: true } });
    const variants = (await productNow(shirt.id)).variants!;
    const token = await t.merchantKey();
    await t.call('PATCH', `/stores/v2/inventoryItems/product/${shirt.id}`, {
      token,
      body: { inventoryItem: { variants: variants.map((v, i) => ({ variantId: v.id, quantity: i === 0 ? 3 : 12 })) } },
    });
    const root = await signedIn(t, STAFF, '/admin/inventory');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('Inventory');
    type(fieldByLabel(root, 'Search by product name or SKU'), 'Inv ');
    await submit(root.querySelector('form[role="search"]'));
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBe(3);
    expect([...rowWith(root, 'Size: S')!.cells].map((cell) => text(cell)).slice(0, 5)).toEqual(['Inv Shirt', 'Size: S', '', 'Tracked', 'Yes']);
    expect(text(rowWith(root, 'INV-POSTER'))).toContain('Not tracked');

    // The rows settle (the list answers once per search), then the quantity is typed into the row as it is now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const medium = fieldByLabel(root, 'Quantity of Inv Shirt (Size: M)');
    expect(medium.value).toBe('12');
    type(medium, '0');
    await expect.poll(() => fieldByLabel(root, 'Quantity of Inv Shirt (Size: M)').value).toBe('0');
    await submit(fieldByLabel(root, 'Quantity of Inv Shirt (Size: M)').closest('form'));
    // Shown at once, then the store's answer.
    await expect.poll(() => text(rowWith(root, 'Size: M')), { timeout: 5000 }).toContain('No');
    await expect.poll(() => text(root.querySelector('[role="status"].notice')), { timeout: 5000 }).toBe('The stock of Inv Shirt (Size: M) is saved.');
    const mediumId = variants.find((v) => v.choices.Size === 'M')!.id;
    expect((await productNow(shirt.id)).variants!.find((v) => v.id === mediumId)!.stock).toMatchObject({ quantity: 0, inStock: false });

    type(medium, '100000');
    await submit(medium.closest('form'));
    await expect.poll(() => medium.getAttribute('aria-invalid'), { timeout: 5000 }).toBe('true');
    expect(errorOf(medium)).toMatch(/99999/);
    expect(medium.value).toBe('0');
    expect(text(root.querySelector('[role="alert"].notice'))).toMatch(/^Inv Shirt \(Size: M\): .*99999/);
    expect((await productNow(shirt.id)).variants!.find((v) => v.id === mediumId)!.stock.quantity).toBe(0);

    fieldByLabel(root, 'Only low stock (5 or fewer)').click();
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBe(2);
    expect(rowWith(root, 'INV-POSTER')).toBeUndefined();
    fieldByLabel(root, 'Only low stock (5 or fewer)').click();
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBe(3);

    await clickButton(root, 'Mark out of stock: Inv Poster');
    await expect.poll(() => text(rowWith(root, 'INV-POSTER'))).toContain('Mark in stock');
    const poster = (
      await t.call('POST', `${CATALOG.read}/variants/query`, { token, body: { query: { filter: { productName: { $eq: 'Inv Poster' } } } } })
    ).json().variants[0];
    expect(poster.stock).toMatchObject({ trackQuantity: false, inStock: false });
  });
});

describe('bulk edits on the products list', () => {
  it('sets a price, lowers it by a percentage, names a product that failed, and sets the stock of every variant', async () => {
    const a = await createProduct(t, { name: 'Bulk A', priceData: { price: 10 } });
    const b = await createProduct(t, { name: 'Bulk B', priceData: { price: 20 }, productOptions: [SIZES] });
    const c = await createProduct(t, { name: 'Bulk C', priceData: { price: 30 } });
    const root = await signedIn(t, STAFF, '/admin/products');
    // The page's code loads on first use.
    await find(root, 'form[role="search"]');
    type(fieldByLabel(root, 'Search by name'), 'Bulk ');
    await submit(root.querySelector('form[role="search"]'));
    await expect.poll(() => root.querySelectorAll('tbody tr').length).toBe(3);
    (root.querySelector('[aria-label="Select Bulk A"]') as HTMLInputElement).click();
    (root.querySelector('[aria-label="Select Bulk B"]') as HTMLInputElement).click();
    const form = await find<HTMLFormElement>(root, 'form[aria-labelledby="bulk-title"]');
    expect(text(form.querySelector('h2'))).toBe('Change 2 selected products');

    type(fieldByLabel(form, 'New price'), '-5');
    await submit(form);
    await expect.poll(() => fieldByLabel(form, 'New price').getAttribute('aria-invalid')).toBe('true');
    expect(fieldByLabel(form, 'New price').value).toBe('-5');
    type(fieldByLabel(form, 'New price'), '12.5');
    await submit(form);
    await expect.poll(() => text(root.querySelector('[role="status"].notice')), { timeout: 5000 }).toBe('2 products are changed.');
    expect((await productNow(a.id)).priceData.price).toBe(12.5);
    expect((await productNow(b.id)).priceData.price).toBe(12.5);
    expect((await productNow(c.id)).priceData.price).toBe(30);

    // Select all three; one is deleted behind the page's back.
    await expect.poll(() => root.querySelector('.state-loading')).toBeNull();
    (await find<HTMLInputElement>(root, '[aria-label="Select all products on this page"]')).click();
    const again = await find<HTMLFormElement>(root, 'form[aria-labelledby="bulk-title"]');
    await expect.poll(() => text(again.querySelector('h2'))).toBe('Change 3 selected products');
    await t.call('DELETE', `${CATALOG.write}/products/${c.id}`, { token: await t.merchantKey() });
    type(fieldByLabel<HTMLSelectElement>(again, 'Change'), 'adjustPrice');
    await expect.poll(() => [...again.querySelectorAll('label')].some((l) => text(l).startsWith('Percent'))).toBe(true);
    type(fieldByLabel(again, 'Percent (−10 lowers by 10 %)'), '-10');
    await submit(again);
    await expect.poll(() => text(again.querySelector('[role="alert"] li')), { timeout: 5000 }).toBe('Bulk C: Product not found');
    expect(text(again.querySelector('[role="alert"] p'))).toBe('1 product was not changed:');
    expect(text(root.querySelector('[role="alert"].notice'))).toBe('2 products are changed. 1 product was not changed:');
    expect((await productNow(a.id)).priceData.price).toBe(11.25);

    type(fieldByLabel<HTMLSelectElement>(again, 'Change'), 'setStock');
    await expect.poll(() => [...again.querySelectorAll('label')].some((l) => text(l) === 'Units in stock')).toBe(true);
    type(fieldByLabel(again, 'Units in stock'), '4');
    await submit(again);
    await expect.poll(async () => (await productNow(b.id)).stock.trackInventory, { timeout: 5000 }).toBe(true);
    await expect.poll(() => text(again.querySelector('[role="alert"] li')), { timeout: 5000 }).toMatch(/^Bulk C: Product/);
    expect(text(root.querySelector('[role="alert"].notice'))).toBe('2 products are changed. 1 product was not changed:');
    const stocked = await productNow(b.id);
    expect(stocked.stock.trackInventory).toBe(true);
    expect(stocked.variants!.map((v) => v.stock.quantity)).toEqual([4, 4]);
    expect((await productNow(a.id)).stock).toMatchObject({ trackInventory: true, quantity: 4 });
  });
});
