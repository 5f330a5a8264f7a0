// English texts of the thank-you page but its title and loading text (en-checkout.ts): they load with the page's chunk.

/** English texts of the thank-you page (added to `thankYou`). */
export const enThankYou = {
  titleNamed: (name: string) => `Thank you, ${name}!`,
  placed: (number: string) => `Your order #${number} is placed.`,
  confirmationSent: (email: string) => `We sent a confirmation to ${email}.`,
  howToPay: 'How to pay',
  payLater: (total: string) => `Please pay ${total} as follows:`,
  paidCard: (brand: string, last4: string) => `Paid by ${brand} card ending in ${last4}.`,
  paidTest: 'This was a test payment: no real money was charged.',
  paid: 'Paid.',
  notPaid: 'Not paid yet.',
  deliveryTitle: 'Delivery',
  shipTo: 'Delivery address',
  pickupTitle: 'Pickup',
  pickupAt: 'Pick up at',
  billingTitle: 'Billing address',
  noteTitle: 'Your note',
  backToShop: 'Back to the shop',
  closeHint: 'You can close this page.',
  orderNumber: 'Order number',
};
