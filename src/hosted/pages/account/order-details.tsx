// One of the member's orders: its lines (choices, images), addresses, payment, shipments with tracking links, refunds, and "buy again".
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { AddressWithContact } from '../../../wire/cart.js';
import type { MyOrderResponse } from '../../../wire/member-orders.js';
import { toWireAddress } from '../../../wire/address.js';
import type { FromWire } from '../../../sdk/core/json.js';
import { addressLines } from '../../components/address-rules.js';
import { Alert, ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { countryName } from '../../components/countries.js';
import { isWebUrl } from '../../core/navigation.js';
import { messages, pageLocale } from './texts.js';
import type { AccountStore } from './state/account-store.js';
import { buyOrderAgain, loadOrder } from './state/order-actions.js';

/** A date as the page's locale writes it ('' for none). */
export function formatDate(value: string | Date | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium' }).format(date);
}

type Details = FromWire<MyOrderResponse>;
type Contact = FromWire<AddressWithContact>;

/** An address with its person, as lines. */
function AddressBlock({ title, info }: { title: string; info: Contact | undefined }) {
  if (!info?.address && !info?.contactDetails) return null;
  const person = [info.contactDetails?.firstName, info.contactDetails?.lastName].filter(Boolean).join(' ');
  const lines = info.address ? addressLines(toWireAddress(info.address), (code) => countryName(code)) : [];
  return (
    <div className="order-address">
      <h4>{title}</h4>
      <address>
        {[person, ...lines].filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </div>
  );
}

function Lines({ details }: { details: Details }) {
  const t = messages().account;
  return (
    <ul className="order-detail-lines">
      {details.order.lineItems.map((line) => (
        <li key={line.id} className="order-detail-line">
          {line.image?.url ? (
            <img src={line.image.url} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="order-line-image" aria-hidden="true" />
          )}
          <div>
            <p className="order-line-name">{line.productName.translated ?? line.productName.original}</p>
            {line.descriptionLines.length > 0 && (
              <p className="muted">
                {line.descriptionLines
                  .map(
                    (d) =>
                      `${d.name?.translated ?? d.name?.original ?? ''}: ${d.plainText?.translated ?? d.colorInfo?.translated ?? d.plainText?.original ?? d.colorInfo?.original ?? ''}`,
                  )
                  .join(' · ')}
              </p>
            )}
            <p className="muted">{t.quantity(line.quantity)}</p>
          </div>
          <p className="order-line-price">{line.lineItemPrice.formattedAmount}</p>
        </li>
      ))}
    </ul>
  );
}

function Shipments({ details }: { details: Details }) {
  const t = messages().account;
  const names = new Map(details.order.lineItems.map((l) => [l.id, l.productName.translated ?? l.productName.original]));
  if (details.fulfillments.length === 0) return <p className="muted">{t.noShipments}</p>;
  return (
    <ul className="order-shipments">
      {details.fulfillments.map((f) => {
        const tracking = f.trackingInfo;
        return (
          <li key={f.id}>
            <p>{t.shippedOn(formatDate(f.createdDate))}</p>
            <p className="muted">{f.lineItems.map((l) => `${l.quantity} × ${names.get(l.id) ?? ''}`).join(', ')}</p>
            {tracking?.trackingLink && isWebUrl(tracking.trackingLink) ? (
              <a href={tracking.trackingLink} target="_blank" rel="noopener noreferrer">
                {t.trackPackage(tracking.shippingProvider ?? '', tracking.trackingNumber ?? '')}
              </a>
            ) : (
              tracking?.trackingNumber && <p>{t.trackingNumber(tracking.trackingNumber)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function BuyAgain({ account }: { account: AccountStore }) {
  const t = messages();
  const again = useStore(account, (s) => s.again);
  const report = useRef<HTMLDivElement>(null);
  const unfinished = again.status === 'done' && (again.report.missing.length > 0 || again.report.limited.length > 0 || !account.backUrl);
  useEffect(() => {
    if (unfinished) report.current?.focus();
  }, [unfinished]);
  return (
    <div className="order-again">
      <Button busy={again.status === 'busy'} busyLabel={t.account.buyingAgain} onClick={() => void buyOrderAgain(account)}>
        {t.account.buyAgain}
      </Button>
      {again.status === 'failed' && <ErrorAlert error={again.error} />}
      {unfinished && (
        <div ref={report} tabIndex={-1}>
          <Alert tone={again.report.missing.length > 0 || again.report.limited.length > 0 ? 'info' : 'success'}>
            {again.report.addedLineItemIds.length > 0 && <p>{t.account.buyAgainDone}</p>}
            {(again.report.missing.length > 0 || again.report.limited.length > 0) && (
              <>
                <p>{t.account.buyAgainMissing}</p>
                <ul>
                  {again.report.missing.map((m) => (
                    <li key={m.lineItemId}>{m.reason === 'SOLD_OUT' ? t.account.soldOut(m.productName) : t.account.notForSale(m.productName)}</li>
                  ))}
                  {again.report.limited.map((l) => (
                    <li key={l.lineItemId}>{t.account.limited(l.productName, l.added, l.ordered)}</li>
                  ))}
                </ul>
              </>
            )}
            {account.backUrl && isWebUrl(account.backUrl) && again.report.addedLineItemIds.length > 0 && (
              <a className="button button-primary" href={account.backUrl}>
                {t.account.goToCart}
              </a>
            )}
          </Alert>
        </div>
      )}
    </div>
  );
}

/** The open order (loaded when it opens); `onBack` returns to the list. */
export function OrderDetails({ account, onBack }: { account: AccountStore; onBack: () => void }) {
  const t = messages();
  const load = useStore(account, (s) => s.order);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = load.status === 'closed' ? undefined : load.id;
  // The order of the page's own URL: read once the member is signed in (an order opened from the list is read as it opens).
  useEffect(() => {
    if (id && load.status === 'loading' && account.orderAsk === 0) void loadOrder(account, id);
  }, [id]);
  useEffect(() => {
    if (load.status === 'ready') heading.current?.focus();
  }, [load.status]);

  const back = (
    <a
      className="back-link"
      href={location.pathname}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onBack();
      }}
    >
      <span className="back-arrow" aria-hidden="true">
        ←
      </span>
      {t.account.allOrders}
    </a>
  );
  if (load.status === 'closed') return null;
  if (load.status !== 'ready') {
    return (
      <section className="panel" aria-label={t.account.orderLoading} aria-busy={load.status === 'loading' ? 'true' : undefined}>
        {back}
        {load.status === 'loading' ? (
          <p className="waiting" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t.account.orderLoading}</span>
          </p>
        ) : (
          <ErrorAlert error={load.error}>
            <Button variant="secondary" onClick={() => void loadOrder(account, load.id)}>
              {t.common.retry}
            </Button>
          </ErrorAlert>
        )}
      </section>
    );
  }
  const { details } = load;
  const { order } = details;
  const number = order.number ?? order.id;
  const shippingInfo = order.shippingInfo?.logistics;
  const pickup = shippingInfo?.pickupDetails !== undefined;
  return (
    <article className="panel order-details" aria-labelledby="order-title">
      {back}
      <div className="order-head">
        <h2 id="order-title" ref={heading} tabIndex={-1}>
          {t.account.orderNumber(number)}
        </h2>
        <span className="badge">{t.account.paymentStatuses[order.paymentStatus] ?? order.paymentStatus}</span>
      </div>
      <p className="muted">{t.account.orderPlaced(formatDate(order.createdDate))}</p>
      <BuyAgain account={account} />

      <section aria-labelledby="order-items">
        <h3 id="order-items">{t.account.itemsTitle}</h3>
        <Lines details={details} />
        <p className="order-total">
          <span className="label">{t.account.orderTotal}</span> {order.priceSummary.total.formattedAmount}
        </p>
      </section>

      <section aria-labelledby="order-shipments">
        <h3 id="order-shipments">{t.account.shipmentsTitle}</h3>
        <Shipments details={details} />
      </section>

      <section aria-labelledby="order-addresses">
        <h3 id="order-addresses">{t.account.addressesTitle2}</h3>
        <div className="order-addresses">
          {pickup ? (
            <AddressBlock title={t.account.pickup} info={{ address: shippingInfo.pickupDetails!.address }} />
          ) : (
            <AddressBlock title={t.account.shippingAddress} info={shippingInfo?.shippingDestination ?? order.recipientInfo} />
          )}
          <AddressBlock title={t.account.billingAddress} info={order.billingInfo ?? shippingInfo?.shippingDestination} />
        </div>
      </section>

      <section aria-labelledby="order-payment">
        <h3 id="order-payment">{t.account.paymentTitle}</h3>
        <dl className="order-facts">
          <dt>{t.account.paymentMethod}</dt>
          <dd>{order.paymentDetails?.title ?? ''}</dd>
          <dt>{t.account.paymentStatus}</dt>
          <dd>{t.account.paymentStatuses[order.paymentStatus] ?? order.paymentStatus}</dd>
        </dl>
      </section>

      {details.refunds.length > 0 && (
        <section aria-labelledby="order-refunds">
          <h3 id="order-refunds">{t.account.refundsTitle}</h3>
          <ul className="order-refunds">
            {details.refunds.map((r) => (
              <li key={r.id}>{t.account.refundOn(r.amount.formattedAmount, formatDate(r.createdDate))}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
