// The order confirmation e-mail: number, items, sums, delivery or pickup, and how to pay (text and HTML, data escaped).
import { mailDocument, type MailBrand } from '../mail/mail-layout.js';
import type { WireAddress } from '../../wire/cart.js';
import type { Order } from '../../wire/orders.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { escapeHtml } from '../oauth/html-page.js';

function addressText(address: WireAddress | undefined): string {
  if (!address) return '';
  const cityLine = [address.postalCode, address.city, address.subdivision].filter(Boolean).join(' ');
  return [address.addressLine, address.addressLine2, cityLine, address.country].filter(Boolean).join(', ');
}

/** The lines of the mail's body, shared by the text and HTML forms. */
function sections(order: Order): { items: string[]; sums: string[]; delivery: string[]; payment: string[] } {
  const items = order.lineItems.map(
    (l) =>
      `${l.quantity} × ${l.productName.original}${l.descriptionLines.length ? ` (${l.descriptionLines.map((d) => d.plainText?.original ?? d.colorInfo?.original).join(', ')})` : ''}: ${l.lineItemPrice.formattedAmount}`,
  );
  const p = order.priceSummary;
  const sums = [`Subtotal: ${p.subtotal.formattedAmount}`];
  if (!/^0(\.0+)?$/.test(p.discount.amount)) sums.push(`Discount: −${p.discount.formattedAmount}`);
  if (order.shippingInfo) sums.push(`Shipping (${order.shippingInfo.title}): ${p.shipping.formattedAmount}`);
  sums.push(`Tax: ${p.tax.formattedAmount}`, `Total: ${p.total.formattedAmount}`);
  const delivery: string[] = [];
  const logistics = order.shippingInfo?.logistics;
  if (logistics?.pickupDetails) {
    delivery.push(`Pick up at: ${addressText(logistics.pickupDetails.address)}`);
    if (logistics.instructions) delivery.push(logistics.instructions);
  } else if (logistics?.shippingDestination?.address) {
    delivery.push(`Ships to: ${addressText(logistics.shippingDestination.address)}`);
  }
  if (logistics?.deliveryTime) delivery.push(`Delivery: ${logistics.deliveryTime}`);
  const pay = order.paymentDetails;
  const payment = [pay.card ? `Paid with ${pay.card.brand} ending in ${pay.card.last4}${pay.test ? ' (TEST payment, no money was charged)' : ''}` : pay.title];
  if (order.paymentStatus !== 'PAID' && pay.instructions) payment.push(`How to pay: ${pay.instructions}`);
  return { items, sums, delivery, payment };
}

/** The confirmation of a new order to its buyer. */
export function orderConfirmationMail(siteId: string, brand: MailBrand, order: Order): OutgoingMail {
  const siteName = brand.name;
  const { items, sums, delivery, payment } = sections(order);
  const subject = `${siteName}: order #${order.number} confirmed`;
  const text = [
    `Thank you for your order #${order.number}.`,
    '',
    ...items,
    '',
    ...sums,
    ...(delivery.length ? ['', ...delivery] : []),
    '',
    ...payment,
    ...(order.buyerNote ? ['', `Your note: ${order.buyerNote}`] : []),
  ].join('\n');
  const list = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = mailDocument(
    brand,
    `<p>Thank you for your order <strong>#${escapeHtml(order.number)}</strong>.</p>` +
      list(items) +
      list(sums) +
      (delivery.length ? list(delivery) : '') +
      list(payment) +
      (order.buyerNote ? list([`Your note: ${order.buyerNote}`]) : ''),
  );
  return { siteId, kind: 'order-confirmation', to: order.buyerInfo.email, subject, text, html };
}
