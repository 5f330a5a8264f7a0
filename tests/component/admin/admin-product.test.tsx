// @vitest-environment-options {"url": "http://localhost:8787/admin"}
// The product form in happy-dom against the real store: two options make a variant grid whose values, stock and a pending image the API
// then answers; refusals at their option field or grid cell with what was typed kept; compare-at prices; images uploaded, reordered, removed.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../src/wire/catalog.js';
import { clickButton, closeAdmin, errorOf, fieldByLabel, signedIn, submit, text, type } from '../../support/admin-page.js';
import { makeStaff } from '../../support/admin-session.js';
import { solidImage, tempDataDir } from '../../support/media-files.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp({ env: { DATA_DIR: tempDataDir() } });
const OWNER = { email: 'owner@admin-product.test', password: 'a long owner password' };
/** How long a poll waits for a save or an upload: several calls in a row on a busy machine. */
const SAVE_WAIT = { timeout: 15_000 };
let red: File;
let blue: File;

beforeAll(async () => {
  await makeStaff(t, OWNER.email, OWNER.password, 'owner');
  red = new File([new Uint8Array(await solidImage(320, 320, 'png'))], 'red.png', { type: 'image/png' });
  blue = new File([new Uint8Array(await solidImage(300, 200, 'jpeg'))], 'blue.jpg', { type: 'image/jpeg' });
});

afterEach(() => {
  closeAdmin();
});

/** The grid cell input of this column and variant (`Price of M / Blue`). */
function cell(root: HTMLElement, label: string): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`no cell "${label}"`);
  return input;
}

/** Chooses files in the images section's file input, as the file picker does. */
function chooseFiles(root: HTMLElement, files: File[]): void {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A drag event carrying files (happy-dom's DragEvent leaves out the init's dataTransfer, so it is set on the event). */
function dragEvent(kind: 'dragover' | 'drop', transfer: DataTransfer): DragEvent {
  const event = new DragEvent(kind, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: transfer });
  return event;
}

async function productById(id: string): Promise<Product> {
  return (await t.call('GET', `/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`, { token: await t.merchantKey() })).json().product;
}

describe('options and the variant grid', () => {
  it('shows a repeated choice at its option and a refused cell in its row keeping what was typed, then creates the product with its variants, stock and image', async () => {
    const root = await signedIn(t, OWNER, '/admin/products/new');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('New product');
    expect(text(root.querySelector('fieldset.options'))).toContain('No options');
    type(fieldByLabel(root, 'Name'), 'Grid Tee');
    type(fieldByLabel(root, 'Price'), '20');
    type(fieldByLabel(root, 'Cost per item'), '8');
    await clickButton(root, 'Add option');
    await clickButton(root, 'Add option');
    type(fieldByLabel(root, 'Name of option 1'), 'Size');
    type(fieldByLabel(root, 'Choices of option 1'), 'S, M, S');
    type(fieldByLabel(root, 'Name of option 2'), 'Colour');
    type(fieldByLabel(root, 'Choices of option 2'), 'Red, Blue');
    await expect.poll(() => root.querySelectorAll('.variant-grid tbody tr').length).toBe(6);
    type(fieldByLabel(root, 'Choices of option 1'), 'S, M');
    await expect.poll(() => [...root.querySelectorAll('.variant-grid tbody th')].map((th) => text(th))).toEqual(['S / Red', 'S / Blue', 'M / Red', 'M / Blue']);
    // Stock counted: a stock column appears in the grid, and no product quantity field.
    (fieldByLabel(root, 'Track stock') as HTMLInputElement).click();
    await expect.poll(() => root.querySelector('input[aria-label="Stock of S / Red"]')).toBeTruthy();
    expect(() => fieldByLabel(root, 'Units in stock')).toThrow();
    type(cell(root, 'Price of M / Blue'), '24.5');
    type(cell(root, 'SKU of M / Blue'), 'TEE-M-BLUE');
    type(cell(root, 'Weight of M / Blue'), '0.25');
    type(cell(root, 'Cost per item of M / Blue'), '9');
    for (const [variant, quantity] of [
      ['S / Red', '3'],
      ['S / Blue', '4'],
      ['M / Red', '5'],
      ['M / Blue', 'lots'],
    ] as [string, string][])
      type(cell(root, `Stock of ${variant}`), quantity);
    chooseFiles(root, [red]);
    await expect.poll(() => root.querySelectorAll('.thumbs img').length, SAVE_WAIT).toBe(1);
    expect(root.querySelector('.thumbs img')!.getAttribute('alt')).toBe('Image 1: red');

    // A repeated option name: refused by the store at the option's name field, nothing created.
    type(fieldByLabel(root, 'Name of option 2'), 'size');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    const second = fieldByLabel(root, 'Name of option 2');
    await expect.poll(() => second.getAttribute('aria-invalid'), SAVE_WAIT).toBe('true');
    expect(errorOf(second)).toBe('is the name of another option of this product');
    expect(text(root.querySelector('.form-alert'))).not.toBe('');
    expect(fieldByLabel(root, 'Choices of option 2').value).toBe('Red, Blue');
    const none = (
      await t.call('POST', '/stores-reader/v1/products/query-platformized', { token: await t.merchantKey(), body: { query: { filter: { name: 'Grid Tee' } } } })
    ).json();
    expect(none.products).toHaveLength(0);

    // Back to Colour: the grid comes back with what was typed; the store refuses the stock "lots" at its cell (the product exists now).
    type(fieldByLabel(root, 'Name of option 2'), 'Colour');
    await expect.poll(() => cell(root, 'SKU of M / Blue').value).toBe('TEE-M-BLUE');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    const lots = cell(root, 'Stock of M / Blue');
    await expect.poll(() => lots.getAttribute('aria-invalid'), SAVE_WAIT).toBe('true');
    expect(errorOf(lots)).not.toBe('');
    expect(lots.value).toBe('lots');
    expect(cell(root, 'Price of M / Blue').value).toBe('24.5');
    expect(text(root.querySelector('h1'))).toBe('New product');

    type(lots, '6');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => text(root.querySelector('h1')), SAVE_WAIT).toBe('Edit Grid Tee');
    const id = location.pathname.split('/').pop()!;
    const product = await productById(id);
    const created = await t.call('POST', '/stores-reader/v1/products/query-platformized', {
      token: await t.merchantKey(),
      body: { query: { filter: { name: 'Grid Tee' } } },
    });
    expect(created.json().products).toHaveLength(1);
    expect(product.productOptions.map((o) => [o.name, o.choices.map((c) => c.description)])).toEqual([
      ['Size', ['S', 'M']],
      ['Colour', ['Red', 'Blue']],
    ]);
    expect(product.manageVariants).toBe(true);
    expect(product.stock.trackInventory).toBe(true);
    const byLabel = new Map(product.variants!.map((v) => [`${v.choices.Size} / ${v.choices.Colour}`, v]));
    expect(byLabel.get('M / Blue')!.variant).toMatchObject({ priceData: { price: 24.5 }, sku: 'TEE-M-BLUE', weight: 0.25, costAndProfitData: { itemCost: 9 } });
    expect(byLabel.get('S / Red')!.variant).toMatchObject({ priceData: { price: 20 }, costAndProfitData: { itemCost: 8 } });
    expect([...byLabel.entries()].map(([label, v]) => [label, v.stock.quantity])).toEqual([
      ['S / Red', 3],
      ['S / Blue', 4],
      ['M / Red', 5],
      ['M / Blue', 6],
    ]);
    expect(product.media.items).toHaveLength(1);
    expect(product.media.items[0]!.title).toBe('red');

    // The edit page shows the saved grid: the variant's own values, empty cells where the product's apply.
    await expect.poll(() => root.querySelector('input[aria-label="Price of M / Blue"]'), SAVE_WAIT).toBeTruthy();
    expect(cell(root, 'Price of M / Blue').value).toBe('24.5');
    expect(cell(root, 'Price of S / Red').value).toBe('');
    expect(cell(root, 'Stock of M / Red').value).toBe('5');
  });

  it('keeps compare-at prices as one product discount, and refuses ones that differ by variant at the cell', async () => {
    const root = await signedIn(t, OWNER, '/admin/products/new');
    await expect.poll(() => text(root.querySelector('h1'))).toBe('New product');
    type(fieldByLabel(root, 'Name'), 'Sale Socks');
    type(fieldByLabel(root, 'Price'), '10');
    await clickButton(root, 'Add option');
    type(fieldByLabel(root, 'Name of option 1'), 'Size');
    type(fieldByLabel(root, 'Choices of option 1'), 'S, L');
    await expect.poll(() => root.querySelectorAll('.variant-grid tbody tr').length).toBe(2);
    type(cell(root, 'Compare-at price of S'), '12');
    type(cell(root, 'Price of L'), '11');
    type(cell(root, 'Compare-at price of L'), '14');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    const large = cell(root, 'Compare-at price of L');
    await expect.poll(() => large.getAttribute('aria-invalid'), SAVE_WAIT).toBe('true');
    expect(errorOf(large)).toContain('same amount');

    type(large, '13');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => text(root.querySelector('h1')), SAVE_WAIT).toBe('Edit Sale Socks');
    const product = await productById(location.pathname.split('/').pop()!);
    expect(product.discount).toEqual({ type: 'AMOUNT', value: 2 });
    const prices = product.variants!.map((v) => [v.choices.Size, v.variant.priceData.price, v.variant.priceData.discountedPrice]);
    expect(prices).toEqual([
      ['S', 12, 10],
      ['L', 13, 11],
    ]);
    await expect.poll(() => root.querySelector('input[aria-label="Compare-at price of L"]'), SAVE_WAIT).toBeTruthy();
    expect(cell(root, 'Compare-at price of L').value).toBe('13');
    expect(fieldByLabel(root, 'Price').value).toBe('10');
    expect(fieldByLabel(root, 'Compare-at price').value).toBe('12');
  });
});

describe('ribbon, brand and SEO', () => {
  it('saves them with a new product, refuses a bad URL name at its field, and shows them again after a reload; other SEO tags stay', async () => {
    const root = await signedIn(t, OWNER, '/admin/products/new');
    await expect.poll(() => text(root.querySelector('h1')), SAVE_WAIT).toBe('New product');
    type(fieldByLabel(root, 'Name'), 'Harbour Beanie');
    type(fieldByLabel(root, 'Price'), '28');
    type(fieldByLabel(root, 'Ribbon'), 'New');
    type(fieldByLabel(root, 'Brand'), 'Harbour Knits');
    type(fieldByLabel(root, 'SEO title'), 'Merino beanie | Harbour');
    type(fieldByLabel<HTMLTextAreaElement>(root, 'SEO description'), 'A warm rib-knit merino beanie.');
    type(fieldByLabel(root, 'URL name'), 'Harbour Beanie!');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    const slug = fieldByLabel(root, 'URL name');
    await expect.poll(() => slug.getAttribute('aria-invalid'), SAVE_WAIT).toBe('true');
    expect(errorOf(slug)).not.toBe('');
    expect(slug.value).toBe('Harbour Beanie!');
    expect(fieldByLabel(root, 'Ribbon').value).toBe('New');

    // The demo shop's beanie has this one.
    type(slug, 'merino-beanie');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => errorOf(slug), SAVE_WAIT).toBe('Another product has this URL name.');
    type(slug, 'harbour-merino-beanie');
    await submit(root.querySelector<HTMLFormElement>('form.form'));
    await expect.poll(() => text(root.querySelector('h1')), SAVE_WAIT).toBe('Edit Harbour Beanie');
    const id = location.pathname.split('/').pop()!;
    const saved = await productById(id);
    expect(saved).toMatchObject({ ribbon: 'New', brand: 'Harbour Knits', slug: 'harbour-merino-beanie', ribbons: [{ text: 'New' }] });
    expect(saved.seoData.tags).toEqual([
      { type: 'title', children: 'Merino beanie | Harbour', custom: true, disabled: false },
      { type: 'meta', props: { name: 'description', content: 'A warm rib-knit merino beanie.' }, custom: true, disabled: false },
    ]);

    // Another tag set by the API stays when the form saves; the ribbon emptied is removed.
    const ogTag = { type: 'meta', props: { property: 'og:type', content: 'product' }, custom: true, disabled: false };
    await t.call('PATCH', `/stores/v1/products/${id}`, {
      token: await t.merchantKey(),
      body: { product: { seoData: { tags: [...saved.seoData.tags, ogTag], settings: saved.seoData.settings } } },
    });
    closeAdmin();
    const again = await signedIn(t, OWNER, `/admin/products/${id}`);
    await expect.poll(() => text(again.querySelector('h1')), SAVE_WAIT).toBe('Edit Harbour Beanie');
    expect(fieldByLabel(again, 'Ribbon').value).toBe('New');
    expect(fieldByLabel(again, 'Brand').value).toBe('Harbour Knits');
    expect(fieldByLabel(again, 'SEO title').value).toBe('Merino beanie | Harbour');
    expect(fieldByLabel<HTMLTextAreaElement>(again, 'SEO description').value).toBe('A warm rib-knit merino beanie.');
    expect(fieldByLabel(again, 'URL name').value).toBe('harbour-merino-beanie');
    type(fieldByLabel(again, 'Ribbon'), '');
    type(fieldByLabel(again, 'SEO title'), 'Beanie');
    await submit(again.querySelector<HTMLFormElement>('form.form'));
    await expect
      .poll(async () => (await productById(id)).seoData.tags.map((tag) => tag.children ?? tag.props?.content), SAVE_WAIT)
      .toEqual(['Beanie', 'A warm rib-knit merino beanie.', 'product']);
    const changed = await productById(id);
    expect(changed.ribbon).toBeUndefined();
    expect(changed.brand).toBe('Harbour Knits');
  });
});

describe('images of a saved product', () => {
  it('uploads by file input and by drop, moves one earlier, rolls a refused move back with the reason, and removes one', async () => {
    const created = await t.call('POST', '/stores/v1/products', {
      token: await t.merchantKey(),
      body: { product: { name: 'Photo Mug', priceData: { price: 12 } } },
    });
    const id = created.json().product.id as string;
    const root = await signedIn(t, OWNER, `/admin/products/${id}`);
    await expect.poll(() => text(root.querySelector('h1')), SAVE_WAIT).toBe('Edit Photo Mug');
    expect(text(root.querySelector('[aria-labelledby="images-title"]'))).toContain('No images yet.');
    chooseFiles(root, [red]);
    await expect.poll(() => root.querySelectorAll('.thumbs img').length, SAVE_WAIT).toBe(1);
    const zone = root.querySelector<HTMLElement>('.drop-zone')!;
    const transfer = new DataTransfer();
    transfer.items.add(blue);
    zone.dispatchEvent(dragEvent('dragover', transfer));
    await expect.poll(() => zone.getAttribute('data-over')).toBe('true');
    zone.dispatchEvent(dragEvent('drop', transfer));
    await expect.poll(() => root.querySelectorAll('.thumbs img').length, SAVE_WAIT).toBe(2);
    await expect.poll(async () => (await productById(id)).media.items.map((m) => m.title)).toEqual(['red', 'blue']);

    await clickButton(root, 'Move image 2 earlier');
    await expect.poll(async () => (await productById(id)).media.items.map((m) => m.title)).toEqual(['blue', 'red']);
    expect([...root.querySelectorAll('.thumbs img')].map((img) => img.getAttribute('alt'))).toEqual(['Image 1: blue', 'Image 2: red']);
    // The moved image is first now: its "earlier" button is disabled, so the focus is on its "later" one.
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('Move image 1 later');

    // Removed behind the page's back: the move is refused and the thumbnails come back as they were.
    const [, redId] = (await productById(id)).media.items.map((m) => m.id);
    await t.call('POST', `/stores/v1/products/${id}/media/delete`, { token: await t.merchantKey(), body: { mediaIds: [redId] } });
    await clickButton(root, 'Move image 1 later');
    await expect.poll(() => text(root.querySelector('[role="alert"].notice'))).toContain('mediaIds');
    expect([...root.querySelectorAll('.thumbs img')].map((img) => img.getAttribute('alt'))).toEqual(['Image 1: blue', 'Image 2: red']);

    await clickButton(root, 'Remove image 1');
    await expect.poll(async () => (await productById(id)).media.items).toEqual([]);
    await expect.poll(() => root.querySelectorAll('.thumbs img').length, SAVE_WAIT).toBe(1);
  });
});

describe('images of choices', () => {
  it('ties an uploaded image to a choice, unties it, and puts it back with the reason when the store refuses', async () => {
    const created = await t.call('POST', '/stores/v1/products', {
      token: await t.merchantKey(),
      body: {
        product: {
          name: 'Choice Tee',
          priceData: { price: 20 },
          productOptions: [
            { name: 'Colour', choices: [{ value: 'Orange' }, { value: 'Blue' }] },
            { name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] },
          ],
        },
      },
    });
    const id = created.json().product.id as string;
    const root = await signedIn(t, OWNER, `/admin/products/${id}`);
    await expect.poll(() => text(root.querySelector('h1')), SAVE_WAIT).toBe('Edit Choice Tee');
    // No images yet: nothing to tie.
    expect(root.querySelector('[aria-labelledby="choice-images-title"]')).toBeNull();
    chooseFiles(root, [red, blue]);
    await expect.poll(() => root.querySelectorAll('.thumbs img').length, SAVE_WAIT).toBe(2);
    const blueId = (await productById(id)).media.items[1]!.id;

    const select = (label: string) => fieldByLabel<HTMLSelectElement>(root, label);
    const choose = (label: string, value: string) => type(select(label), value);
    expect([...select('Colour: Blue').options].map((o) => o.textContent)).toEqual(['No image of its own', 'Image 1: red', 'Image 2: blue']);
    choose('Colour: Blue', blueId);
    const choiceMedia = async () => (await productById(id)).productOptions.map((o) => o.choices.map((c) => c.media?.mainMedia?.id ?? null));
    await expect.poll(choiceMedia, SAVE_WAIT).toEqual([
      [null, blueId],
      [null, null],
    ]);
    await expect.poll(() => text(root.querySelector('[role="status"].notice'))).toContain('The image of Blue is saved.');

    // Images belong to one option's choices: the store refuses one for a size, and the select shows none again.
    choose('Size: L', blueId);
    await expect.poll(() => text(root.querySelector('[role="alert"].notice')), SAVE_WAIT).toContain('Choice media belong to one option');
    expect(select('Size: L').value).toBe('');

    choose('Colour: Blue', '');
    await expect.poll(choiceMedia, SAVE_WAIT).toEqual([
      [null, null],
      [null, null],
    ]);
  }, 60_000);
});
