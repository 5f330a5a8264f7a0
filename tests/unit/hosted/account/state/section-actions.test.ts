// The account's sections on its store: the one of a URL path, one opened from the menu (heading focused, history added once), and one the history went back to.
import { describe, expect, it } from 'vitest';
import { authModule } from '../../../../../src/sdk/auth/auth-module.js';
import { createCore } from '../../../../../src/sdk/core/core.js';
import { cartModule } from '../../../../../src/sdk/modules/cart.js';
import { productsModule } from '../../../../../src/sdk/modules/products.js';
import { redirectsModule } from '../../../../../src/sdk/modules/redirects.js';
import { initialAccountState, sectionOfPath } from '../../../../../src/hosted/pages/account/state/account-state.js';
import { createAccountStore } from '../../../../../src/hosted/pages/account/state/account-store.js';
import { followPath, openSection } from '../../../../../src/hosted/pages/account/state/section-actions.js';

const SECTIONS = [
  { path: 'info' as const, available: true },
  { path: 'orders' as const, available: true },
  { path: 'bookings' as const, available: false },
];

/** An account page's store on `section` whose client and browser steps these moves never use. */
function storeOn(section: 'info' | 'orders') {
  const core = createCore({ clientId: 'demo', baseUrl: 'http://127.0.0.1:9' });
  const client = { core, auth: authModule(core), cart: cartModule(core), products: productsModule(core), redirects: redirectsModule(core) };
  const never = () => Promise.reject(new Error('not used'));
  return createAccountStore(client, { section, sections: SECTIONS }, { adoptSession: never, loginUrl: never, leave: () => undefined, registerPasskey: never });
}

describe('the account’s sections', () => {
  it('open on the section of the URL, the sign-in being checked, the orders and the two-step sign-in not loaded', () => {
    expect(initialAccountState('orders')).toEqual({
      session: { status: 'checking' },
      section: 'orders',
      moved: false,
      signingOut: false,
      orders: { status: 'loading' },
      order: { status: 'closed' },
      again: { status: 'idle' },
      twoStep: { removed: false },
    });
  });

  it('open on the order of the URL in the orders section only', () => {
    expect(initialAccountState('orders', 'order-1').order).toEqual({ status: 'loading', id: 'order-1' });
    expect(initialAccountState('info', 'order-1').order).toEqual({ status: 'closed' });
  });

  it('read the section of a path, a section the store does not run included, and none of a path that names none', () => {
    expect(sectionOfPath(SECTIONS, '/hosted/account/orders')).toBe('orders');
    expect(sectionOfPath(SECTIONS, '/hosted/account/bookings')).toBe('bookings');
    expect(sectionOfPath(SECTIONS, '/hosted/account')).toBeUndefined();
  });

  it('open another section with its heading focused, and say nothing changed for the one shown', () => {
    const account = storeOn('info');
    expect(openSection(account, 'info')).toBe(false);
    expect(account.getState().moved).toBe(false);
    expect(openSection(account, 'orders')).toBe(true);
    expect(account.getState()).toMatchObject({ section: 'orders', moved: true });
  });

  it('follow the history to the section of its path, or back to the page’s own section', () => {
    const account = storeOn('orders');
    followPath(account, '/hosted/account/info');
    expect(account.getState().section).toBe('info');
    followPath(account, '/hosted/account');
    expect(account.getState()).toMatchObject({ section: 'orders', moved: false });
  });
});
