// E-mails about an order after it was placed: to the buyer when it ships, is cancelled or refunded; to the merchant for every new order (text and HTML, data escaped, in the site's language).
import { mailDocument, type MailBrand, mailTexts, type OutgoingMail } from '../mail/index.js';
import type { Order } from '../../wire/orders.js';
import type { Fulfillment } from '../../wire/order-operations.js';
import { escapeHtml } from '../oauth/index.js';

/** A mail of paragraphs; each paragraph is lines. */
function mail(
  siteId: string,
  kind: string,
  to: string,
  brand: MailBrand,
  subject: string,
  paragraphs: string[][],
  link?: { href: string; text: string },
): OutgoingMail {
  const text = paragraphs.map((p) => p.join('\n')).join('\n\n');
  const html = mailDocument(
    brand,
    paragraphs.map((p) => `<p>${p.map(escapeHtml).join('<br>')}</p>`).join('') +
      (link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''),
  );
  return { siteId, kind, to, subject, text, html };
}

/** A custom message of the merchant, as its own paragraph. */
function note(customMessage: string | undefined): string[][] {
  return customMessage ? [[customMessage]] : [];
}

/** To the buyer: (part of) the order left, with the items and the tracking number and link when known. */
export function orderShippedMail(siteId: string, brand: MailBrand, order: Order, fulfillment: Fulfillment): OutgoingMail {
  const t = mailTexts(brand.locale).shipped;
  const names = new Map(order.lineItems.map((l) => [l.id, l.productName.original]));
  const items = fulfillment.lineItems.map((l) => `${l.quantity} × ${names.get(l.id) ?? l.id}`);
  const tracking = fulfillment.trackingInfo;
  const trackingLines = tracking?.trackingNumber
    ? [t.trackingNumber(tracking.trackingNumber, tracking.shippingProvider ?? undefined), ...(tracking.trackingLink ? [t.trackIt(tracking.trackingLink)] : [])]
    : [];
  const all = order.fulfillmentStatus === 'FULFILLED';
  return mail(
    siteId,
    'order-shipped',
    order.buyerInfo.email,
    brand,
    t.subject(brand.name, order.number, all),
    [[t.intro(order.number, all)], items, ...(trackingLines.length ? [trackingLines] : [])],
    tracking?.trackingLink ? { href: tracking.trackingLink, text: t.trackLink } : undefined,
  );
}

/** To the buyer: the order was cancelled. */
export function orderCanceledMail(siteId: string, brand: MailBrand, order: Order, customMessage?: string): OutgoingMail {
  const t = mailTexts(brand.locale).canceled;
  const paid = !/^0(\.0+)?$/.test(order.balanceSummary.paid.amount);
  return mail(siteId, 'order-canceled', order.buyerInfo.email, brand, t.subject(brand.name, order.number), [
    [t.intro(order.number, order.priceSummary.total.formattedAmount)],
    ...note(customMessage),
    ...(paid ? [[t.refundHint]] : []),
  ]);
}

/** To the buyer: money of the order was refunded. */
export function orderRefundedMail(siteId: string, brand: MailBrand, order: Order, refunded: { formattedAmount: string }, customMessage?: string): OutgoingMail {
  const t = mailTexts(brand.locale).refunded;
  return mail(siteId, 'order-refunded', order.buyerInfo.email, brand, t.subject(brand.name, order.number), [
    [t.intro(refunded.formattedAmount, order.number), t.soFar(order.balanceSummary.refunded.formattedAmount, order.balanceSummary.paid.formattedAmount)],
    ...note(customMessage),
  ]);
}

/** To the merchant: a new order, with its items, total, buyer and how it is paid. */
export function newOrderMerchantMail(siteId: string, brand: MailBrand, ownerEmail: string, order: Order): OutgoingMail {
  const t = mailTexts(brand.locale).merchantNewOrder;
  const total = order.priceSummary.total.formattedAmount;
  const items = order.lineItems.map((l) => `${l.quantity} × ${l.productName.original}: ${l.lineItemPrice.formattedAmount}`);
  return mail(siteId, 'merchant-new-order', ownerEmail, brand, t.subject(brand.name, order.number, total), [
    [t.intro(order.number, order.buyerInfo.email)],
    items,
    [
      `${t.total}: ${total}`,
      t.payment(order.paymentDetails.title, order.paymentStatus),
      ...(order.shippingInfo ? [`${t.delivery}: ${order.shippingInfo.title}`] : []),
    ],
    ...(order.buyerNote ? [[`${t.buyerNote}: ${order.buyerNote}`]] : []),
  ]);
}
