// The hosted product page in real Chromium: pictures, options, price and stock, add to cart through the SDK, the cart's checkout,
// and a member's items going to the member's own cart.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memberAccessToken, recordFailures, redirectSession, registerMember, signIn, storeCall } from './support/hosted-flows.js';
import { useBrowser } from './support/use-browser.js';

const kit = useBrowser();

interface CartAnswer {
  cart: {
    lineItems: {
      quantity: number;
      catalogReference: { catalogItemId: string; options?: { variantId?: string } };
      productName: { original: string };
      descriptionLines: { name: { original: string }; colorInfo?: { original: string }; plainText?: { original: string } }[];
    }[];
  };
}

/** The cart of the page's visitor (the hosted pages keep the visitor's tokens in localStorage). */
async function visitorCart(page: Page): Promise<CartAnswer['cart']> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('tote.hosted.tokens.demo') ?? '{}') as { accessToken?: { value: string } }).accessToken?.value ?? '',
  );
  const response = await fetch(`${kit.storeUrl}/ecom/v1/carts/current`, { headers: { authorization: token } });
  const body = (await response.json()) as CartAnswer & { details?: { applicationError?: { code: string; data: CartAnswer } } };
  // No cart yet: Wix's 404 OWNED_CART_NOT_FOUND, whose data holds the empty cart.
  if (response.status === 404 && body.details?.applicationError?.code === 'OWNED_CART_NOT_FOUND') return body.details.applicationError.data.cart;
  expect(response.status).toBe(200);
  return body.cart;
}

describe('the hosted product page', () => {
  it('opens from a storesProduct redirect session with the product’s name, price, pictures and options', async () => {
    const session = await redirectSession(kit.storeUrl, { storesProduct: { productSlug: 'classic-tee' } });
    const { page, errors } = await kit.openPage();
    const failures = recordFailures(page);
    await page.goto(session.fullUrl);
    await page.getByRole('heading', { name: 'Classic Tee', level: 1 }).waitFor();
    expect(await page.title()).toBe('Classic Tee · Tote Demo Shop');
    expect(await page.locator('.price').innerText()).toBe('$25.00');
    expect(await page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio').count()).toBe(4);
    expect(await page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio').count()).toBe(4);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.gallery img')].every((img) => img.complete && img.naturalWidth > 0));
    expect(await page.locator('.description').innerText()).toContain('heavyweight cotton tee');
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('asks for the missing options, then adds the chosen variant to the cart and opens the cart’s checkout', async () => {
    const { page, errors } = await kit.openPage();
    await page.goto(`${kit.storeUrl}/hosted/product/classic-tee`);
    await page.getByRole('heading', { name: 'Classic Tee', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect(await page.getByText('Choose size and color.').isVisible()).toBe(true);
    expect(await page.getByText('Choose size', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Choose color', { exact: true }).isVisible()).toBe(true);
    // The first option without a choice has the focus.
    expect(await page.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent)).toBe('Size');
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('M', { exact: true }).click();
    await page.getByRole('radiogroup', { name: /Color/ }).getByRole('radio', { name: 'Navy' }).check();
    // M in Navy: 3 left; the picture follows the colour.
    await page.getByText('Only 3 left').waitFor();
    expect(await page.locator('.gallery-main img').getAttribute('src')).toContain('classic-tee-navy');
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Classic Tee is in your cart.').waitFor();
    await page.getByText('2 items in your cart').waitFor();
    const cart = await visitorCart(page);
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]!.quantity).toBe(2);
    expect(cart.lineItems[0]!.productName.original).toBe('Classic Tee');
    expect(JSON.stringify(cart.lineItems[0]!.descriptionLines)).toContain('Navy');
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/hosted\/checkout\/[^/?]+\?session=/);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(await page.locator('.summary-lines').textContent()).toContain('Classic Tee');
    expect(errors).toEqual([]);
  });

  it('marks a sold-out combination and will not add it', async () => {
    const { page } = await kit.openPage();
    await page.goto(`${kit.storeUrl}/hosted/product/classic-tee`);
    await page.getByRole('heading', { name: 'Classic Tee', level: 1 }).waitFor();
    await page.getByRole('radiogroup', { name: 'Size' }).getByText('XL', { exact: true }).click();
    // XL in Forest is sold out: its swatch says so to assistive technology too.
    expect(await page.getByRole('radio', { name: 'Forest (Out of stock)' }).count()).toBe(1);
    await page.getByRole('radio', { name: 'Forest (Out of stock)' }).check();
    await page.locator('.stock-out').waitFor();
    expect(await page.getByRole('button', { name: 'Out of stock' }).getAttribute('aria-disabled')).toBe('true');
    // XL has its own price.
    expect(await page.locator('.price').innerText()).toBe('$27.00');
  });

  it("puts a signed-in member's items into the member's cart", async () => {
    const member = await registerMember(kit.storeUrl);
    const { page } = await kit.openPage();
    await page.goto(`${kit.storeUrl}/hosted/account/info`);
    await page.waitForURL(/\/hosted\/login\?session=/);
    await signIn(page, member.email, member.password);
    await page.getByText(`Signed in as ${member.email}`).waitFor();
    await page.goto(`${kit.storeUrl}/hosted/product/ceramic-mug`);
    await page.getByText('Signed in: items go to your account’s cart.').waitFor();
    const group = page.getByRole('radiogroup').first();
    await group.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Ceramic Mug is in your cart.').waitFor();
    // The member's cart (as any other device of the member sees it) has the mug; the page's visitor cart does not.
    expect((await visitorCart(page)).lineItems).toHaveLength(0);
    const token = await memberAccessToken(kit.storeUrl, kit.demoUrl, member.email, member.password);
    const cart = (await storeCall<CartAnswer>(kit.storeUrl, '/ecom/v1/carts/current', { token })).cart;
    expect(cart.lineItems.map((line) => [line.productName.original, line.quantity])).toEqual([['Ceramic Mug', 1]]);
  });

  it('answers a product that does not exist with a page that says so', async () => {
    const { page } = await kit.openPage();
    const response = await page.goto(`${kit.storeUrl}/hosted/product/no-such-product`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'We can’t find this product' }).waitFor();
  });
});
