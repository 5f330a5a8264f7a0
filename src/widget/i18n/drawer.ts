// Texts of the cart drawer in English, shipped in the drawer's own chunk; the German ones are in the German pack (de-drawer.ts).
import { inPageLanguage } from './index.js';

/** Every text of the open drawer and of the changes made in it. */
export interface DrawerMessages {
  /** Title of the cart drawer. */
  cartTitle: string;
  /** Shown in an empty cart. */
  cartEmpty: string;
  /** Closes the empty drawer. */
  continueShopping: string;
  /** Live-region texts of the drawer's changes. */
  quantityChanged: (name: string, quantity: number) => string;
  removed: (name: string) => string;
  couponApplied: (code: string) => string;
  couponRemoved: string;
  /** A line's controls. */
  quantityOf: (name: string) => string;
  remove: string;
  removeItem: (name: string) => string;
  /** A line's availability problems. */
  lineUnavailable: string;
  lineOnlyLeft: (count: number) => string;
  /** Summary rows. */
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
  free: string;
  atCheckout: string;
  /** Coupon disclosure and form. */
  addCoupon: string;
  couponCode: string;
  apply: string;
  removeCoupon: (code: string) => string;
  /** Shipping estimate form. */
  estimateTitle: string;
  country: string;
  postalCode: string;
  estimate: string;
  delivery: string;
  /** Checkout button and its progress. */
  checkout: string;
  /** The confirmation after an order was placed. */
  orderPlaced: string;
  orderPlacedDetail: string;
  /** Translations of the store's refusals in the drawer (coupons, destinations, checkout); others show the store's description. */
  errors: Record<string, string>;
}

const en: DrawerMessages = {
  cartTitle: 'Your cart',
  cartEmpty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  quantityChanged: (name, q) => `${name}: quantity ${q}.`,
  removed: (name) => `${name} removed from your cart.`,
  couponApplied: (code) => `Coupon ${code} applied.`,
  couponRemoved: 'Coupon removed.',
  quantityOf: (name) => `Quantity of ${name}`,
  remove: 'Remove',
  removeItem: (name) => `Remove ${name}`,
  lineUnavailable: 'No longer available. Please remove it.',
  lineOnlyLeft: (n) => `Only ${n} left. Please lower the quantity.`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  free: 'Free',
  atCheckout: 'At checkout',
  addCoupon: 'Add a coupon',
  couponCode: 'Coupon code',
  apply: 'Apply',
  removeCoupon: (code) => `Remove coupon ${code}`,
  estimateTitle: 'Estimate shipping and tax',
  country: 'Country',
  postalCode: 'Postal code',
  estimate: 'Estimate',
  delivery: 'Delivery',
  checkout: 'Checkout',
  orderPlaced: 'Thank you! Your order is placed.',
  orderPlacedDetail: 'A confirmation is on its way to your inbox.',
  errors: {},
};

/** The drawer's texts in the page's language (English unless its pack has them). */
export function drawerMessages(): DrawerMessages {
  return inPageLanguage('drawer', en);
}
