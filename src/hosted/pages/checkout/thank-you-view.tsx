// The thank-you page: the order's number, how to pay (offline) or how it was paid, where it goes (or where to pick it up), its lines and totals, and the way back to the shop.
import '../../styles/thank-you.css';
import type { AddressWithContact } from '../../../wire/cart.js';
import type { Order } from '../../../wire/orders.js';
import { addressLines } from '../../components/address-rules.js';
import { ViewHeading } from '../../components/card.js';
import { countryName } from '../../components/countries.js';
import { isWebUrl } from '../../core/navigation.js';
import { messages } from './thank-you-texts.js';
import { OrderSummary } from './order-summary.js';
import { orderSummary } from './order-summary-model.js';

/** Props of {@link ThankYouView}. */
export interface ThankYouViewProps {
  order: Order;
  /** Back to the shop (thankYouPageUrl or postFlowUrl with the order id), when the session named one. */
  returnUrl: string | undefined;
  /** Focus the heading (the view replaced the form on this page). @default false */
  focus?: boolean;
}

/** A person and an address as lines. */
function personLines(info: AddressWithContact | undefined): string[] {
  if (!info) return [];
  const c = info.contactDetails;
  const name = [c?.firstName, c?.lastName].filter(Boolean).join(' ');
  const taxId = c?.vatId?.id ? `${c.vatId.type} ${c.vatId.id}` : '';
  return [name, c?.company ?? '', ...(info.address ? addressLines(info.address, (code) => countryName(code)) : []), c?.phone ?? '', taxId].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}

function AddressBlock({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="order-block">
      <h3>{title}</h3>
      <address>
        {lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </address>
    </div>
  );
}

/** How the order is (or is to be) paid. */
function PaymentBlock({ order }: { order: Order }) {
  const t = messages().thankYou;
  const payment = order.paymentDetails;
  const offline = payment.kind === 'FULL_PAYMENT_OFFLINE' && order.paymentStatus !== 'PAID';
  return (
    <div className={`order-block${offline ? ' pay-instructions' : ''}`}>
      <h3>{offline ? t.howToPay : messages().checkout.paymentTitle}</h3>
      {offline ? (
        <>
          <p>{t.payLater(order.priceSummary.total.formattedAmount)}</p>
          {payment.instructions && <p className="instructions">{payment.instructions}</p>}
        </>
      ) : (
        <>
          <p>
            {payment.test && <span className="badge badge-test">{messages().checkout.testBadge}</span>}{' '}
            {payment.card ? t.paidCard(payment.card.brand, payment.card.last4) : order.paymentStatus === 'PAID' ? t.paid : t.notPaid}
          </p>
          {payment.test && <p className="test-notice">{t.paidTest}</p>}
        </>
      )}
    </div>
  );
}

/** The order's summary after it was placed. */
export function ThankYouView({ order, returnUrl, focus = false }: ThankYouViewProps) {
  const t = messages().thankYou;
  const firstName =
    order.recipientInfo?.contactDetails?.firstName ??
    order.shippingInfo?.logistics.shippingDestination?.contactDetails?.firstName ??
    order.billingInfo?.contactDetails?.firstName;
  const shipping = order.shippingInfo;
  const pickup = shipping?.logistics.pickupDetails;
  const destination = shipping?.logistics.shippingDestination ?? order.recipientInfo;
  return (
    <div className="thank-you">
      <section className="panel thank-you-head" aria-labelledby="thank-you-title">
        <span className="check-mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z" fill="currentColor" />
          </svg>
        </span>
        <ViewHeading id="thank-you-title" focus={focus}>
          {firstName ? t.titleNamed(firstName) : t.title}
        </ViewHeading>
        <p className="lead">
          {t.placed(order.number)} {t.confirmationSent(order.buyerInfo.email)}
        </p>
        {returnUrl && isWebUrl(returnUrl) ? (
          <a className="button button-primary" href={returnUrl}>
            {t.backToShop}
          </a>
        ) : (
          <p className="muted">{t.closeHint}</p>
        )}
      </section>
      <div className="thank-you-layout">
        <section className="panel" aria-labelledby="order-details-title">
          <h2 id="order-details-title">
            {t.orderNumber} #{order.number}
          </h2>
          <div className="order-blocks">
            <PaymentBlock order={order} />
            {shipping && (
              <div className="order-block">
                <h3>{pickup ? t.pickupTitle : t.deliveryTitle}</h3>
                <p>
                  <strong>{shipping.title}</strong>
                  {shipping.logistics.deliveryTime ? ` · ${shipping.logistics.deliveryTime}` : ''}
                </p>
                {pickup && (
                  <address>
                    <span className="label">{t.pickupAt}</span>
                    {addressLines(pickup.address, (code) => countryName(code)).map((line, i) => (
                      <span key={i}>{line}</span>
                    ))}
                  </address>
                )}
                {shipping.logistics.instructions && <p className="muted">{shipping.logistics.instructions}</p>}
              </div>
            )}
            {!pickup && <AddressBlock title={t.shipTo} lines={personLines(destination)} />}
            <AddressBlock title={t.billingTitle} lines={personLines(order.billingInfo)} />
            {order.buyerNote && (
              <div className="order-block">
                <h3>{t.noteTitle}</h3>
                <p className="note-text">{order.buyerNote}</p>
              </div>
            )}
          </div>
        </section>
        <div className="panel">
          <OrderSummary summary={orderSummary(order)} headingId="order-summary-title" />
        </div>
      </div>
    </div>
  );
}
