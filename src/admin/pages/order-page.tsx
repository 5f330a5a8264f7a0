// One order: its lines, addresses, totals, payment, shipments and timeline, with Fulfil, Mark as paid, Refund and Cancel.
import { Fragment, useState } from 'react';
import type { Fulfillment, Refundability } from '../../wire/order-operations.js';
import type { Order } from '../../wire/orders.js';
import { cancelOrder, getOrder, getRefundability, listFulfillments, markOrderPaid, unfulfilledLines } from '../api/orders-api.js';
import { AddressBlock } from '../components/address-block.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { formatDateTime } from '../core/format.js';
import { lineTotalOf, orderTotalsRows } from '../core/order-totals.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';
import { useLoad } from '../state/use-load.js';
import { FulfilForm } from './fulfil-form.js';
import { RefundForm } from './refund-form.js';

/** Payment statuses an order can be marked paid from (an offline order waiting for its money). */
const UNPAID = new Set(['NOT_PAID', 'PENDING', 'PARTIALLY_PAID']);

/** An order, its shipments and whether its payment can be refunded. */
interface OrderView {
  order: Order;
  fulfillments: Fulfillment[];
  refundability: Refundability;
}

async function loadOrder(id: string): Promise<OrderView> {
  const [order, shipments, refundability] = await Promise.all([getOrder(id), listFulfillments(id), getRefundability(id)]);
  return { order, fulfillments: shipments.orderWithFulfillments.fulfillments, refundability };
}

/** The order page. */
export function OrderPage({ id }: { id: string }) {
  const texts = t();
  const load = useLoad(() => loadOrder(id), [id]);
  const [busy, setBusy] = useState(false);
  // The action waiting for its confirmation (cancel, or mark paid), if any.
  const [confirming, setConfirming] = useState<'cancel' | 'markPaid' | undefined>();
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify('success', done);
      load.reload();
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  };
  return (
    <>
      <p className="back">
        <Link to="orders">← {texts.order.back}</Link>
      </p>
      <LoadStates load={load}>
        {({ order, fulfillments, refundability }) => {
          const canFulfil = order.status !== 'CANCELED' && order.fulfillmentStatus !== 'FULFILLED';
          const canMarkPaid = order.status !== 'CANCELED' && UNPAID.has(order.paymentStatus);
          const canRefund = refundability.refundabilityStatus !== 'NOT_REFUNDABLE';
          const canCancel = order.status !== 'CANCELED' && order.fulfillmentStatus === 'NOT_FULFILLED';
          return (
            <>
              <PageHeading text={texts.order.title(order.number)}>
                <p className="meta">
                  {formatDateTime(order.createdDate)} · {order.buyerInfo.email} ·{' '}
                  <span className="badge">{texts.orders.status[order.status] ?? order.status}</span>{' '}
                  <span className="badge">{texts.orders.paymentStatus[order.paymentStatus] ?? order.paymentStatus}</span>{' '}
                  <span className="badge">{texts.orders.fulfilmentStatus[order.fulfillmentStatus] ?? order.fulfillmentStatus}</span>
                </p>
              </PageHeading>
              <div className="actions">
                {canMarkPaid && confirming === undefined && (
                  <button type="button" className="button" disabled={busy} onClick={() => setConfirming('markPaid')}>
                    {texts.order.markPaid}
                  </button>
                )}
                {canCancel && confirming === undefined && (
                  <button type="button" className="button button-danger" disabled={busy} onClick={() => setConfirming('cancel')}>
                    {texts.order.cancelOrder}
                  </button>
                )}
              </div>
              {confirming === 'markPaid' && (
                <div className="confirm panel" role="group" aria-labelledby="confirm-paid">
                  <p id="confirm-paid">{texts.order.confirmMarkPaid(order.balanceSummary.balance.formattedAmount)}</p>
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={busy}
                    onClick={() => void act(() => markOrderPaid(order.id), texts.order.markedPaid)}
                  >
                    {texts.order.markPaid}
                  </button>{' '}
                  <button type="button" className="button" autoFocus onClick={() => setConfirming(undefined)}>
                    {texts.order.notYet}
                  </button>
                </div>
              )}
              {confirming === 'cancel' && (
                <div className="confirm panel" role="group" aria-labelledby="confirm-cancel">
                  <p id="confirm-cancel">{texts.order.confirmCancel}</p>
                  <button
                    type="button"
                    className="button button-danger"
                    disabled={busy}
                    onClick={() => void act(() => cancelOrder(order.id), texts.order.canceled)}
                  >
                    {texts.order.cancelOrder}
                  </button>{' '}
                  <button type="button" className="button" autoFocus onClick={() => setConfirming(undefined)}>
                    {texts.order.keep}
                  </button>
                </div>
              )}
              <section className="panel">
                <h2>{texts.order.lines}</h2>
                <div className="table-wrap">
                  <table className="table">
                    <thead>
                      <tr>
                        <th scope="col">{texts.products.name}</th>
                        <th scope="col" className="num">
                          {texts.order.quantity}
                        </th>
                        <th scope="col" className="num">
                          {texts.order.price}
                        </th>
                        <th scope="col" className="num">
                          {texts.order.lineTotal}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {order.lineItems.map((line) => (
                        <tr key={line.id}>
                          <th scope="row">
                            {line.productName.translated ?? line.productName.original}
                            {line.descriptionLines.length > 0 && (
                              <span className="sub">
                                {line.descriptionLines
                                  .map((d) => `${d.name.translated ?? d.name.original}: ${d.colorInfo?.translated ?? d.plainText?.translated ?? ''}`)
                                  .join(', ')}
                              </span>
                            )}
                          </th>
                          <td className="num">{line.quantity}</td>
                          <td className="num">{line.price.formattedAmount}</td>
                          <td className="num">{lineTotalOf(line)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <dl className="totals">
                  {orderTotalsRows(order).map((row) => (
                    <Fragment key={row.kind}>
                      <dt className={row.kind === 'total' ? 'grand' : undefined}>{texts.order[row.kind]}</dt>
                      <dd className={row.kind === 'total' ? 'grand' : undefined}>{row.amount}</dd>
                    </Fragment>
                  ))}
                </dl>
              </section>
              <div className="grid-2">
                <AddressBlock title={texts.order.shippingAddress} value={order.shippingInfo?.logistics.shippingDestination ?? order.recipientInfo} />
                <AddressBlock title={texts.order.billingAddress} value={order.billingInfo} />
              </div>
              <section className="panel">
                <h2>{texts.order.paymentTitle}</h2>
                <p>
                  {order.paymentDetails.title} · {texts.order.paid}: {order.balanceSummary.paid.formattedAmount} · {texts.order.refunded}:{' '}
                  {order.balanceSummary.refunded.formattedAmount}
                </p>
              </section>
              <section className="panel">
                <h2>{texts.order.shipments}</h2>
                {fulfillments.length === 0 ? (
                  <p>{texts.orders.fulfilmentStatus.NOT_FULFILLED}</p>
                ) : (
                  <ul className="plain">
                    {fulfillments.map((f) => (
                      <li key={f.id}>
                        {formatDateTime(f.createdDate)}: {texts.order.tracking(f.trackingInfo?.shippingProvider ?? '', f.trackingInfo?.trackingNumber ?? '')}
                        {f.trackingInfo?.trackingLink && (
                          <>
                            {' '}
                            <a href={f.trackingInfo.trackingLink} rel="noopener noreferrer" target="_blank">
                              {f.trackingInfo.trackingLink}
                            </a>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {canFulfil && <FulfilForm orderId={order.id} lines={unfulfilledLines(order, fulfillments)} onDone={load.reload} />}
              {canRefund && <RefundForm key={order.balanceSummary.refunded.amount} order={order} refundability={refundability} onDone={load.reload} />}
              <section className="panel">
                <h2>{texts.order.timeline}</h2>
                <ol className="timeline">
                  {[...order.activities].reverse().map((activity) => (
                    <li key={activity.id}>
                      <time dateTime={activity.createdDate}>{formatDateTime(activity.createdDate)}</time> {texts.order.activity[activity.type] ?? activity.type}
                      {activity.merchantComment ? `: ${activity.merchantComment.message}` : ''}
                      {activity.orderRefunded ? `: ${activity.orderRefunded.amount.formattedAmount}` : ''}
                      {activity.orderRefunded?.reason ? ` (${texts.order.reasonLabel(activity.orderRefunded.reason)})` : ''}
                    </li>
                  ))}
                </ol>
              </section>
            </>
          );
        }}
      </LoadStates>
    </>
  );
}
