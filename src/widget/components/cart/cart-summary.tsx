// The drawer's totals: subtotal, discount, shipping, tax and total from the store's estimate ("At checkout" until a destination is given).
import { useTote } from '../../hooks/use-tote.js';
import { drawerMessages } from '../../i18n/drawer.js';
import { priceFormat } from '../../i18n/index.js';
import { cartSubtotal } from '../../store/cart-state.js';

/** The totals. */
export function CartSummary() {
  const t = drawerMessages();
  const { cart, estimate, estimating, destination } = useTote((s) => s);
  const format = priceFormat(cart?.currency);
  // An estimate of an older cart is not shown as this cart's totals.
  const sums = estimate?.cart.revision === cart?.revision ? estimate?.priceSummary : undefined;
  const noShipping = estimate?.calculationErrors.generalShippingCalculationError;
  const charge = (amount = '') => (!destination ? t.atCheckout : noShipping ? '—' : !amount ? '…' : Number(amount) ? format(amount) : t.free);
  const rows: [string, string, string?][] = [[t.subtotal, format(cartSubtotal(cart)), 'subtotal']];
  if (sums && Number(sums.discount.amount)) rows.push([t.discount, `−${format(sums.discount.amount)}`]);
  rows.push([t.shipping, charge(sums?.shipping.amount)]);
  if (destination) rows.push([t.tax, sums ? format(sums.tax.amount) : '…']);
  rows.push([t.total, sums ? format(sums.total.amount) : '…', 'total']);
  return (
    <dl className="summary" part="summary" aria-busy={estimating}>
      {rows.map(([label, value, part]) => (
        <div key={label} part={part}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
