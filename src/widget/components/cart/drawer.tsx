// The cart drawer, a chunk of its own with the drawer's actions: the lines, coupon, shipping estimate, totals and Checkout, or the empty state.
// Checkout's code (checkout-actions.ts) is a chunk of its own: it runs once, as the shopper leaves, and loads when Checkout is pointed at.
import { useEffect } from 'react';
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';
import { pageMessages } from '../../i18n/index.js';
import { loadCart } from '../../store/cart-actions.js';
import { cartLines } from '../../store/cart-state.js';
import { checkout, preloadCheckout } from '../../store/checkout-start.js';
import { estimateTotals, restoreEstimate } from '../../store/estimate-actions.js';
import { DRAWER_CSS } from '../../styles/shadow-styles.js';
import { Modal } from '../shared/modal.js';
import { CartLine } from './cart-line.js';
import { CartSummary } from './cart-summary.js';
import { Coupon } from './coupon.js';
import { ShippingEstimate } from './shipping-estimate.js';

export { checkout } from '../../store/checkout-start.js';

// The estimate of an earlier page of the tab, in place before the drawer first renders its form.
restoreEstimate();

/** Props of {@link CartDrawer}. */
export interface CartDrawerProps {
  onClose: () => void;
  /** Where focus goes on close when the opener is gone. */
  returnFocus: () => HTMLElement | null;
}

/** The open drawer. */
export function CartDrawer({ onClose, returnFocus }: CartDrawerProps) {
  const t = drawerMessages();
  const { cart, placedOrder, restoreNote, checkingOut, checkoutError } = useTote((s) => s);
  const lines = cartLines(cart);

  // The cart may have changed on another device: read it again whenever the drawer opens.
  useEffect(() => {
    void loadCart();
  }, []);
  // Totals follow every change of the cart (destination and delivery option changes estimate themselves).
  useEffect(() => {
    void estimateTotals();
  }, [cart?.id, cart?.revision]);

  return (
    <Modal title={t.cartTitle} onClose={onClose} returnFocus={returnFocus} panel="drawer" css={DRAWER_CSS}>
      {placedOrder !== undefined && (
        <p className="confirmation" part="confirmation" tabIndex={-1} data-autofocus="">
          <strong>{t.orderPlaced}</strong> {t.orderPlacedDetail}
        </p>
      )}
      {restoreNote && (
        <p className={restoreNote.ok ? 'confirmation' : 'problem'} part="restore" role={restoreNote.ok ? undefined : 'alert'} tabIndex={-1} data-autofocus="">
          {restoreNote.text}
        </p>
      )}
      {lines.length === 0 ? (
        <div className="empty">
          <p>{t.cartEmpty}</p>
          <button type="button" className="tote-button" data-variant="quiet" onClick={onClose}>
            {t.continueShopping}
          </button>
        </div>
      ) : (
        <>
          <ul className="lines">
            {lines.map((line) => (
              <CartLine key={line.id} line={line} />
            ))}
          </ul>
          <Coupon />
          <ShippingEstimate />
          <CartSummary />
          <button
            type="button"
            className="tote-button"
            part="checkout"
            aria-disabled={checkingOut}
            onClick={() => !checkingOut && checkout()}
            onPointerEnter={preloadCheckout}
            onFocus={preloadCheckout}
          >
            {checkingOut ? pageMessages().checkingOut : t.checkout}
          </button>
          <p className="problem" role="alert">
            {checkoutError}
          </p>
        </>
      )}
    </Modal>
  );
}
