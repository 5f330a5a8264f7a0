// Every text of the store's e-mails in English (one object; a language is one more file of the same shape, see mail-texts.ts).

/** The e-mails' texts; `html` parts are escaped by the caller, numbers and amounts are already formatted. */
export const mailTextsEn = {
  ignoreFooter: 'If you did not ask for this, ignore this e-mail.',
  verification: {
    subject: (site: string, code: string) => `${site}: your code is ${code}`,
    intro: (site: string, code: string) => `Your ${site} verification code is ${code}.`,
    htmlIntro: 'Your verification code:',
    validFor: (minutes: number) => `It is valid for ${minutes} minutes.`,
  },
  passwordLink: {
    resetSubject: (site: string) => `${site}: reset your password`,
    activationSubject: (site: string) => `${site}: activate your account`,
    resetAction: 'Open this link to reset your password:',
    activationAction: 'Open this link to activate your account and choose a password:',
    validFor: (hours: number) => `The link is valid for ${hours} hours and works once.`,
  },
  confirmation: {
    subject: (site: string, number: string) => `${site}: order #${number} confirmed`,
    thanks: (number: string) => `Thank you for your order #${number}.`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: (title: string) => `Shipping (${title})`,
    tax: 'Tax',
    total: 'Total',
    pickUpAt: 'Pick up at',
    shipsTo: 'Ships to',
    delivery: 'Delivery',
    paidWith: (brand: string, last4: string) => `Paid with ${brand} ending in ${last4}`,
    testPayment: ' (TEST payment, no money was charged)',
    howToPay: 'How to pay',
    yourNote: 'Your note',
  },
  shipped: {
    subject: (site: string, number: string, all: boolean) => `${site}: order #${number} ${all ? 'has shipped' : 'partly shipped'}`,
    intro: (number: string, all: boolean) => `${all ? 'Your order' : 'Part of your order'} #${number} is on its way.`,
    trackingNumber: (number: string, provider?: string) => `Tracking number: ${number}${provider ? ` (${provider})` : ''}`,
    trackIt: (link: string) => `Track it: ${link}`,
    trackLink: 'Track your package',
  },
  canceled: {
    subject: (site: string, number: string) => `${site}: order #${number} was cancelled`,
    intro: (number: string, total: string) => `Your order #${number} (${total}) was cancelled.`,
    refundHint: 'If you paid for it, the store will refund you.',
  },
  refunded: {
    subject: (site: string, number: string) => `${site}: refund for order #${number}`,
    intro: (amount: string, number: string) => `We refunded ${amount} for your order #${number}.`,
    soFar: (refunded: string, paid: string) => `Refunded so far: ${refunded} of ${paid} paid.`,
  },
  staffInvitation: {
    subject: (site: string) => `${site}: you are invited to the shop's dashboard`,
    intro: (site: string, role: string) => `You are invited to help run ${site} as ${role}.`,
    roles: { owner: 'an owner (all rights)', staff: 'staff (orders, products and stock)' },
    action: 'Open this link to choose a password and sign in:',
    validFor: (days: number) => `The link is valid for ${days} days and works once.`,
  },
  merchantDispute: {
    subject: (site: string, number: string) => `${site}: a payment of order #${number} is disputed`,
    intro: (number: string, amount: string) => `The buyer's bank disputes the payment of order #${number} (${amount}).`,
    state: (reason: string, status: string) => `Reason: ${reason}. Status: ${status}.`,
    action: "Answer the dispute in Stripe's dashboard before its deadline; the order's timeline keeps each change.",
  },
  merchantNewOrder: {
    subject: (site: string, number: string, total: string) => `${site}: new order #${number} (${total})`,
    intro: (number: string, email: string) => `New order #${number} from ${email}.`,
    total: 'Total',
    payment: (title: string, status: string) => `Payment: ${title} (${status})`,
    delivery: 'Delivery',
    buyerNote: "Buyer's note",
  },
  cartReminder: {
    subject: (site: string) => `${site}: your cart is waiting`,
    intro: (site: string) => `You left these in your cart at ${site}:`,
    action: 'Open your cart',
    validFor: (days: number) => `The link brings your cart back for ${days} days.`,
    unsubscribe: 'No more reminders like this one',
    footer: (site: string) => `You get this once, because you started an order at ${site}.`,
  },
};

/** The shape of the e-mails' texts. */
export type MailTexts = typeof mailTextsEn;
