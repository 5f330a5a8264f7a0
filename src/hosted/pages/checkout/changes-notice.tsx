// Price, stock and discount changes since the cart: listed in the buyer's words, applied only when the buyer accepts them.
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { CheckoutChange } from '../../../wire/checkout.js';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { isWebUrl } from '../../core/navigation.js';
import { messages } from './later-texts.js';
import type { CheckoutStore } from './state/checkout-store.js';
import { confirmChanges } from './state/order-actions.js';

/** Props of {@link ChangesNotice}. */
export interface ChangesNoticeProps {
  /** The page's store: the changes, whether they changed again, accepting them (busy, failed) and when to take the focus. */
  checkout: CheckoutStore;
  /** Where "Back to cart" goes (the shop), if anywhere. */
  backUrl: string | undefined;
}

/** One change as a sentence. */
export function changeText(change: CheckoutChange): string {
  const t = messages().checkout;
  switch (change.type) {
    case 'PRICE_CHANGED':
      return t.priceChanged(change.productName, change.previousPrice.formattedAmount, change.price.formattedAmount);
    case 'NOT_ENOUGH_STOCK':
      return t.notEnoughStock(change.productName, change.quantity, change.quantityAvailable);
    case 'ITEM_UNAVAILABLE':
      return t.itemUnavailable(change.productName);
    case 'DISCOUNT_ENDED':
      return t.discountEnded(change.name);
    case 'DISCOUNT_ADDED':
      return t.discountAdded(change.name);
    case 'COUPON_NOT_APPLICABLE':
      return t.couponNotApplicable(change.couponCode, change.description.replace(/\.$/, ''));
  }
}

/** The notice: what changed, and the choice to accept or go back to the cart. */
export function ChangesNotice({ checkout, backUrl }: ChangesNoticeProps) {
  const t = messages().checkout;
  const changes = useStore(checkout, (s) => s.response.changes);
  const again = useStore(checkout, (s) => s.changesAgain);
  const busy = useStore(checkout, (s) => s.confirming);
  const error = useStore(checkout, (s) => s.confirmError);
  const focusEpoch = useStore(checkout, (s) => s.changesFocus);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusEpoch > 0) heading.current?.focus();
  }, [focusEpoch]);
  return (
    <section className="panel changes" aria-labelledby="changes-title">
      <h2 id="changes-title" ref={heading} tabIndex={-1}>
        {t.changesTitle}
      </h2>
      <div role="alert">
        <p>{again ? t.changesAgain : t.changesIntro}</p>
        <ul className="changes-list">
          {changes.map((change, i) => (
            <li key={`${change.type}-${i}`}>{changeText(change)}</li>
          ))}
        </ul>
      </div>
      {error && <ErrorAlert error={error} />}
      <div className="form-actions">
        <Button busy={busy} busyLabel={t.acceptingChanges} onClick={() => void confirmChanges(checkout)}>
          {t.acceptChanges}
        </Button>
        {backUrl && isWebUrl(backUrl) && (
          <a className="button button-secondary" href={backUrl}>
            {t.backToCart}
          </a>
        )}
      </div>
    </section>
  );
}
