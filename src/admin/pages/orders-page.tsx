// The orders list: search by number or e-mail, payment, fulfilment and date filters, cursor paging; each row links to its order.
import { useState } from 'react';
import type { SearchOrdersResponse } from '../../wire/orders.js';
import { orderExportUrl, searchOrders, type OrderFilters } from '../api/orders-api.js';
import { SelectField, TextField } from '../components/field.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { formatDateTime } from '../core/format.js';
import { t } from '../i18n/messages.js';
import { useLoad } from '../state/use-load.js';

const PAYMENT_STATUSES = ['NOT_PAID', 'PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED', 'CANCELED'];
const FULFILMENT_STATUSES = ['NOT_FULFILLED', 'PARTIALLY_FULFILLED', 'FULFILLED'];

/** The orders page. */
export function OrdersPage() {
  const texts = t();
  const [draft, setDraft] = useState<OrderFilters>({});
  const [filters, setFilters] = useState<OrderFilters>({});
  // The cursors of the pages before this one (for Previous) and of this one (undefined: the first page).
  const [cursors, setCursors] = useState<(string | undefined)[]>([]);
  const [cursor, setCursor] = useState<string | undefined>();
  const load = useLoad<SearchOrdersResponse>(() => searchOrders(filters, cursor), [filters, cursor]);
  const filtered = Object.values(filters).some(Boolean);
  const apply = (next: OrderFilters) => {
    setFilters(next);
    setCursors([]);
    setCursor(undefined);
  };
  const change = (key: keyof OrderFilters, immediate: boolean) => (value: string) => {
    const next = { ...draft, [key]: value || undefined };
    setDraft((before) => ({ ...before, [key]: value || undefined }));
    if (immediate) apply(next);
  };
  const statusOptions = (labels: Record<string, string>, values: string[]) => [
    { value: '', label: texts.common.all },
    ...values.map((value) => ({ value, label: labels[value] ?? value })),
  ];
  return (
    <>
      <PageHeading text={texts.orders.title} />
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <TextField label={texts.orders.searchLabel} name="q" type="search" value={draft.text ?? ''} onValue={change('text', false)} />
        <SelectField
          label={texts.orders.payment}
          name="paymentStatus"
          value={draft.paymentStatus ?? ''}
          onValue={change('paymentStatus', true)}
          options={statusOptions(texts.orders.paymentStatus, PAYMENT_STATUSES)}
        />
        <SelectField
          label={texts.orders.fulfilment}
          name="fulfillmentStatus"
          value={draft.fulfillmentStatus ?? ''}
          onValue={change('fulfillmentStatus', true)}
          options={statusOptions(texts.orders.fulfilmentStatus, FULFILMENT_STATUSES)}
        />
        <TextField label={texts.orders.from} name="from" type="date" value={draft.from ?? ''} onValue={change('from', true)} />
        <TextField label={texts.orders.to} name="to" type="date" value={draft.to ?? ''} onValue={change('to', true)} />
        <button type="submit" className="button">
          {texts.common.search}
        </button>
        <a className="button" href={orderExportUrl(draft, 'csv')} download>
          {texts.orders.exportCsv}
        </a>
        <a className="button" href={orderExportUrl(draft, 'json')} download>
          {texts.orders.exportJson}
        </a>
      </form>
      <LoadStates load={load} isEmpty={(data) => data.orders.length === 0} empty={filtered ? texts.orders.empty : texts.orders.emptyAll}>
        {(data) => (
          <>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{texts.orders.number}</th>
                    <th scope="col">{texts.orders.date}</th>
                    <th scope="col">{texts.orders.customer}</th>
                    <th scope="col">{texts.orders.payment}</th>
                    <th scope="col">{texts.orders.fulfilment}</th>
                    <th scope="col" className="num">
                      {texts.orders.total}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <Link to={`orders/${order.id}`}>#{order.number}</Link>
                      </th>
                      <td>{formatDateTime(order.createdDate)}</td>
                      <td>
                        {[order.billingInfo?.contactDetails?.firstName, order.billingInfo?.contactDetails?.lastName].filter(Boolean).join(' ')}
                        <span className="sub">{order.buyerInfo.email}</span>
                      </td>
                      <td>
                        <span className={`badge badge-${order.paymentStatus.toLowerCase()}`}>
                          {texts.orders.paymentStatus[order.paymentStatus] ?? order.paymentStatus}
                        </span>
                      </td>
                      <td>
                        <span className={`badge badge-${order.fulfillmentStatus.toLowerCase()}`}>
                          {texts.orders.fulfilmentStatus[order.fulfillmentStatus] ?? order.fulfillmentStatus}
                        </span>
                      </td>
                      <td className="num">{order.priceSummary.total.formattedAmount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="pager">
              <button
                type="button"
                className="button"
                disabled={cursors.length === 0}
                onClick={() => {
                  setCursor(cursors[cursors.length - 1]);
                  setCursors(cursors.slice(0, -1));
                }}
              >
                {texts.common.previous}
              </button>
              <button
                type="button"
                className="button"
                disabled={!data.metadata.hasNext || !data.metadata.cursors.next}
                onClick={() => {
                  setCursors([...cursors, cursor]);
                  setCursor(data.metadata.cursors.next);
                }}
              >
                {texts.common.next}
              </button>
            </div>
          </>
        )}
      </LoadStates>
    </>
  );
}
