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
    <li class="summary-line">
      <span class="summary-thumb">
        {line.image ? (
          <img src={line.image.url} alt="" width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <span class="summary-thumb-empty" aria-hidden="true" />
        )}
        <span class="summary-qty" aria-hidden="true">
          {line.quantity}
        </span>
      </span>
      <span class="summary-line-text">
        <span class="summary-name">{line.name}</span>
        {line.options.length > 0 && <span class="summary-options">{line.options.join(' · ')}</span>}
        <span class="summary-unit">
          <span class="visually-hidden">{t.quantityOf(line.quantity)}, </span>
          <span aria-hidden="true">{t.quantityTimes(line.quantity, line.unitPrice)}</span>
          <span class="visually-hidden">{line.unitPrice}</span>
          {line.fullUnitPrice && <s class="summary-was"> {t.wasPrice(line.fullUnitPrice)}</s>}
        </span>
      </span>
      <span class="summary-line-total">{line.total}</span>
    </li>
  );
}

/** The totals as a description list (name, amount), and the tax a price includes. */
export function Totals({ totals }: { totals: SummaryTotals }) {
  const t = messages().checkout;
  const shipping = totals.shipping;
  return (
    <>
      <dl class="totals">
        <div class="totals-row">
          <dt>{t.subtotal}</dt>
          <dd>{totals.subtotal}</dd>
        </div>
        {totals.discounts.map((discount, i) => (
          <div class="totals-row totals-discount" key={`${discount.label}-${i}`}>
            <dt>{discount.label}</dt>
            <dd>−{discount.amount}</dd>
          </div>
        ))}
        {shipping && (
          <div class="totals-row">
            <dt>{shipping.pending ? t.shipping : shipping.title}</dt>
            <dd class={shipping.pending ? 'muted' : undefined}>{shipping.pending ? t.shippingPending : shipping.free ? t.free : shipping.amount}</dd>
          </div>
        )}
        {totals.tax && !totals.taxIncluded && (
          <div class="totals-row">
            <dt>{t.tax}</dt>
            <dd>{totals.tax}</dd>
          </div>
        )}
        <div class="totals-row totals-total">
          <dt>{t.total}</dt>
          <dd>{totals.total}</dd>
        </div>
      </dl>
      {totals.tax && totals.taxIncluded && <p class="totals-note muted">{t.taxIncluded(totals.tax)}</p>}
    </>
  );
}

/** The lines and totals of a checkout or an order. */
export function OrderSummary({ summary, headingId, children, headingHidden = false }: OrderSummaryProps) {
  const t = messages().checkout;
  return (
    <section class="summary" aria-labelledby={headingId}>
      <h2 id={headingId} class={headingHidden ? 'visually-hidden' : undefined}>
        {t.summaryTitle}
      </h2>
      <ul class="summary-lines">
        {summary.lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
      </ul>
      {children}
      <Totals totals={summary.totals} />
    </section>
  );
}
