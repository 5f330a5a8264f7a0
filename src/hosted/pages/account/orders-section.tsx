// The member's orders: from the store's orders service, an honest "no orders yet", or why the list cannot be shown.
import { useEffect, useState } from 'preact/hooks';
import type { HostedClient } from '../../core/hosted-client.js';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { searchMyOrders, type OrderSummary } from '../../api/orders.js';
import { applicationCode, errorText, type ErrorText } from '../../core/error-text.js';
import { messages, pageLocale } from './texts.js';

type Load = { status: 'loading' } | { status: 'ready'; orders: OrderSummary[] } | { status: 'unavailable' } | { status: 'failed'; error: ErrorText };

function formatDate(value: string | Date | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium' }).format(date);
}

function words(status: string | undefined): string {
  return status ? status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ') : '';
}

/** The orders list. */
export function OrdersSection({ client }: { client: HostedClient }) {
  const t = messages();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    searchMyOrders(client).then(
      ({ orders }) => live && setLoad({ status: 'ready', orders }),
      (error: unknown) => {
        if (!live) return;
        // No orders service in this store (yet): say so instead of failing.
        if (applicationCode(error) === 'NOT_FOUND') setLoad({ status: 'unavailable' });
        else setLoad({ status: 'failed', error: errorText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  return (
    <section class="panel" aria-label={t.account.ordersTitle} aria-busy={load.status === 'loading' ? 'true' : undefined}>
      {load.status === 'loading' && (
        <p class="waiting" role="status">
          <span class="spinner" aria-hidden="true" />
          <span>{t.common.loading}</span>
        </p>
      )}
      {load.status === 'unavailable' && <p class="empty">{t.account.ordersUnavailable}</p>}
      {load.status === 'failed' && (
        <ErrorAlert error={load.error}>
          <Button variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
            {t.common.retry}
          </Button>
        </ErrorAlert>
      )}
      {load.status === 'ready' && load.orders.length === 0 && <p class="empty">{t.account.noOrders}</p>}
      {load.status === 'ready' && load.orders.length > 0 && (
        <ul class="order-list">
          {load.orders.map((order, i) => {
            const items = (order.lineItems ?? []).reduce((n, line) => n + (line.quantity ?? 1), 0);
            return (
              <li key={order.id ?? i} class="order-item">
                <div class="order-head">
                  <h3>{t.account.orderNumber(order.number ?? order.id ?? String(i + 1))}</h3>
                  {order.status && <span class="badge">{words(order.paymentStatus ?? order.status)}</span>}
                </div>
                <p class="muted">
                  {[formatDate(order.createdDate) && t.account.orderPlaced(formatDate(order.createdDate)), items ? t.account.orderItems(items) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {order.lineItems && order.lineItems.length > 0 && (
                  <p class="order-lines">
                    {order.lineItems.map((line) => `${line.quantity ?? 1} × ${line.productName?.translated ?? line.productName?.original ?? ''}`).join(', ')}
                  </p>
                )}
                {order.priceSummary?.total?.formattedAmount && (
                  <p class="order-total">
                    <span class="label">{t.account.orderTotal}</span> {order.priceSummary.total.formattedAmount}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
