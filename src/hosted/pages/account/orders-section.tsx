// The member's orders: from the store's orders service (each opens its own page), an honest "no orders yet", or why the list cannot be shown.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { ErrorAlert } from '../../components/alert.js';
import { Button } from '../../components/button.js';
import { messages } from './texts.js';
import { orderUrl } from './account-nav.js';
import { formatDate } from './order-details.js';
import type { AccountStore } from './state/account-store.js';
import { loadOrders, stopOrders } from './state/orders-actions.js';

function words(status: string | undefined): string {
  return status ? status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ') : '';
}

/** The orders list (loaded each time the section opens). */
export function OrdersSection({ account, onOpen }: { account: AccountStore; onOpen: (orderId: string) => void }) {
  const t = messages();
  const load = useStore(account, (s) => s.orders);
  useEffect(() => {
    void loadOrders(account);
    return () => stopOrders(account);
  }, [account]);

  return (
    <section className="panel" aria-label={t.account.ordersTitle} aria-busy={load.status === 'loading' ? 'true' : undefined}>
      {load.status === 'loading' && (
        <p className="waiting" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t.common.loading}</span>
        </p>
      )}
      {load.status === 'unavailable' && <p className="empty">{t.account.ordersUnavailable}</p>}
      {load.status === 'failed' && (
        <ErrorAlert error={load.error}>
          <Button variant="secondary" onClick={() => void loadOrders(account)}>
            {t.common.retry}
          </Button>
        </ErrorAlert>
      )}
      {load.status === 'ready' && load.orders.length === 0 && <p className="empty">{t.account.noOrders}</p>}
      {load.status === 'ready' && load.orders.length > 0 && (
        <ul className="order-list">
          {load.orders.map((order, i) => {
            const items = (order.lineItems ?? []).reduce((n, line) => n + (line.quantity ?? 1), 0);
            return (
              <li key={order.id ?? i} className="order-item">
                <div className="order-head">
                  <h2>
                    {order.id ? (
                      <a
                        href={orderUrl(order.id)}
                        onClick={(event) => {
                          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                          event.preventDefault();
                          onOpen(order.id!);
                        }}
                      >
                        {t.account.orderNumber(order.number ?? order.id)}
                      </a>
                    ) : (
                      t.account.orderNumber(order.number ?? String(i + 1))
                    )}
                  </h2>
                  {order.status && <span className="badge">{words(order.paymentStatus ?? order.status)}</span>}
                </div>
                <p className="muted">
                  {[formatDate(order.createdDate) && t.account.orderPlaced(formatDate(order.createdDate)), items ? t.account.orderItems(items) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {order.lineItems && order.lineItems.length > 0 && (
                  <p className="order-lines">
                    {order.lineItems.map((line) => `${line.quantity ?? 1} × ${line.productName?.translated ?? line.productName?.original ?? ''}`).join(', ')}
                  </p>
                )}
                {order.priceSummary?.total?.formattedAmount && (
                  <p className="order-total">
                    <span className="label">{t.account.orderTotal}</span> {order.priceSummary.total.formattedAmount}
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
