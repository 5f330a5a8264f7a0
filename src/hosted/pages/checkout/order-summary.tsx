// The order summary: each line with its picture, options, quantity and price, then the totals as the store computed them.
import type { ReactNode } from 'react';
import { messages } from './texts.js';
import type { Summary, SummaryLine, SummaryTotals } from './summary-model.js';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  summary: Summary;
  /** Id of the heading (the region's name). */
  headingId: string;
  /** Between the lines and the totals (the coupon form). */
  children?: ReactNode;
  /** Hide the heading visually (it stays for screen readers) when a toggle already names the region. @default false */
  headingHidden?: boolean;
}

function Line({ line }: { line: SummaryLine }) {
  const t = messages().checkout;
  return (
    <li className="summary-line">
      <span className="summary-thumb">
        {line.image ? (
          <img src={line.image.url} alt="" width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <span className="summary-thumb-empty" aria-hidden="true" />
        )}
        <span className="summary-qty" aria-hidden="true">
          {line.quantity}
        </span>
      </span>
      <span className="summary-line-text">
        <span className="summary-name">{line.name}</span>
        {line.options.length > 0 && <span className="summary-options">{line.options.join(' · ')}</span>}
        <span className="summary-unit">
          <span className="visually-hidden">{t.quantityOf(line.quantity)}, </span>
          <span aria-hidden="true">{t.quantityTimes(line.quantity, line.unitPrice)}</span>
          <span className="visually-hidden">{line.unitPrice}</span>
          {line.fullUnitPrice && <s className="summary-was"> {t.wasPrice(line.fullUnitPrice)}</s>}
        </span>
      </span>
      <span className="summary-line-total">{line.total}</span>
    </li>
  );
}

/** The totals as a description list (name, amount), and the tax a price includes. */
export function Totals({ totals }: { totals: SummaryTotals }) {
  const t = messages().checkout;
  const shipping = totals.shipping;
  return (
    <>
      <dl className="totals">
        <div className="totals-row">
          <dt>{t.subtotal}</dt>
          <dd>{totals.subtotal}</dd>
        </div>
        {totals.discounts.map((discount, i) => (
          <div className="totals-row totals-discount" key={`${discount.label}-${i}`}>
            <dt>{discount.label}</dt>
            <dd>−{discount.amount}</dd>
          </div>
        ))}
        {shipping && (
          <div className="totals-row">
            <dt>{shipping.pending ? t.shipping : shipping.title}</dt>
            <dd className={shipping.pending ? 'muted' : undefined}>{shipping.pending ? t.shippingPending : shipping.free ? t.free : shipping.amount}</dd>
          </div>
        )}
        {totals.tax && !totals.taxIncluded && (
          <div className="totals-row">
            <dt>{t.tax}</dt>
            <dd>{totals.tax}</dd>
          </div>
        )}
        <div className="totals-row totals-total">
          <dt>{t.total}</dt>
          <dd>{totals.total}</dd>
        </div>
      </dl>
      {totals.tax && totals.taxIncluded && <p className="totals-note muted">{t.taxIncluded(totals.tax)}</p>}
    </>
  );
}

/** The lines and totals of a checkout or an order. */
export function OrderSummary({ summary, headingId, children, headingHidden = false }: OrderSummaryProps) {
  const t = messages().checkout;
  return (
    <section className="summary" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingHidden ? 'visually-hidden' : undefined}>
        {t.summaryTitle}
      </h2>
      <ul className="summary-lines">
        {summary.lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </ul>
      {children}
      <Totals totals={summary.totals} />
    </section>
  );
}
