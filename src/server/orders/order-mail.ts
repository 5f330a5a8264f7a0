// The order confirmation e-mail: number, items, sums, delivery or pickup, and how to pay (text and HTML, data escaped, in the site's language).
import { mailDocument, type MailBrand, mailTexts, type MailTexts, type OutgoingMail } from '../mail/index.js';
import type { WireAddress } from '../../wire/cart.js';
import type { Order } from '../../wire/orders.js';
import { escapeHtml } from '../oauth/index.js';

function addressText(address: WireAddress | undefined): string {
  if (!address) return '';
  const cityLine = [address.postalCode, address.city, address.subdivision].filter(Boolean).join(' ');
  return [address.addressLine, address.addressLine2, cityLine, address.country].filter(Boolean).join(', ');
}

/** The lines of the mail's body, shared by the text and HTML forms. */
function sections(order: Order, t: MailTexts['confirmation']): { items: string[]; sums: string[]; delivery: string[]; payment: string[] } {
  const items = order.lineItems.map(
    (l) =>
      `${l.quantity} × ${l.productName.original}${l.descriptionLines.length ? ` (${l.descriptionLines.map((d) => d.plainText?.original ?? d.colorInfo?.original).join(', ')})` : ''}: ${l.lineItemPrice.formattedAmount}`,
  );
  const p = order.priceSummary;
  const sums = [`${t.subtotal}: ${p.subtotal.formattedAmount}`];
  if (!/^0(\.0+)?$/.test(p.discount.amount)) sums.push(`${t.discount}: −${p.discount.formattedAmount}`);
  if (order.shippingInfo) sums.push(`${t.shipping(order.shippingInfo.title)}: ${p.shipping.formattedAmount}`);
  sums.push(`${t.tax}: ${p.tax.formattedAmount}`, `${t.total}: ${p.total.formattedAmount}`);
  const delivery: string[] = [];
  const logistics = order.shippingInfo?.logistics;
  if (logistics?.pickupDetails) {
    delivery.push(`${t.pickUpAt}: ${addressText(logistics.pickupDetails.address)}`);
    if (logistics.instructions) delivery.push(logistics.instructions);
  } else if (logistics?.shippingDestination?.address) {
    delivery.push(`${t.shipsTo}: ${addressText(logistics.shippingDestination.address)}`);
  }
  if (logistics?.deliveryTime) delivery.push(`${t.delivery}: ${logistics.deliveryTime}`);
  const pay = order.paymentDetails;
  const payment = [pay.card ? `${t.paidWith(pay.card.brand, pay.card.last4)}${pay.test ? t.testPayment : ''}` : pay.title];
  if (order.paymentStatus !== 'PAID' && pay.instructions) payment.push(`${t.howToPay}: ${pay.instructions}`);
  return { items, sums, delivery, payment };
}

/** The confirmation of a new order to its buyer. */
export function orderConfirmationMail(siteId: string, brand: MailBrand, order: Order): OutgoingMail {
  const t = mailTexts(brand.locale).confirmation;
  const { items, sums, delivery, payment } = sections(order, t);
  const subject = t.subject(brand.name, order.number);
  const note = order.buyerNote ? `${t.yourNote}: ${order.buyerNote}` : '';
  const text = [
    t.thanks(order.number),
    '',
    ...items,
    '',
    ...sums,
    ...(delivery.length ? ['', ...delivery] : []),
    '',
    ...payment,
    ...(note ? ['', note] : []),
  ].join('\n');
  const list = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = mailDocument(
    brand,
    `<p>${escapeHtml(t.thanks(order.number))}</p>` +
      list(items) +
      list(sums) +
      (delivery.length ? list(delivery) : '') +
      list(payment) +
      (note ? list([note]) : ''),
  );
  return { siteId, kind: 'order-confirmation', to: order.buyerInfo.email, subject, text, html };
}
