// English texts of the buy box and the cart button (the drawer's and the sign-in's are in their chunks); every other language implements the same `Messages`.

/** Every text the buy box and the cart button show, as plain strings or functions of their values. */
export interface Messages {
  /** Accessible name of the floating cart button. */
  cartButton: (itemCount: number) => string;
  /** Closes a drawer or dialog. */
  close: string;
  /** Announced while something loads. */
  loading: string;
  /** Tries a failed read again. */
  retry: string;
  /** Any failure of the network or the store. */
  networkError: string;
  /** Translations of the store's application error codes; codes without one show the store's own description. */
  errors: Record<string, string>;
  /** Add to cart button. */
  addToCart: string;
  /** Add to cart button while adding. */
  adding: string;
  /** Buy now button. */
  buyNow: string;
  /** Quantity field label. */
  quantity: string;
  /** Stepper buttons. */
  decrease: string;
  increase: string;
  /** The chosen combination cannot be bought now. */
  outOfStock: string;
  /** Stock states of the chosen variant. */
  inStock: string;
  onlyLeft: (count: number) => string;
  /** A choice that is out of stock with the other chosen options. */
  soldOutChoice: (choice: string) => string;
  /** Asks for an option that is not chosen yet. */
  chooseOption: (option: string) => string;
  /** Placeholder of a drop-down option. */
  choose: string;
  /** The product of the `product` attribute does not exist. */
  productNotFound: string;
  /** Shown after adding from the buy box. */
  addedShort: string;
  /** Opens the drawer from the buy box. */
  viewCart: string;
  /** Labels of a discounted price. */
  originalPrice: string;
  salePrice: string;
  /** The gallery and its controls. */
  images: (name: string) => string;
  imageOf: (index: number, count: number) => string;
  /** Live-region texts of cart changes. */
  added: (name: string, itemCount: number) => string;
  checkingOut: string;
}

/** English (the fallback language). */
export const en: Messages = {
  cartButton: (n) => (n === 0 ? 'Cart, empty' : n === 1 ? 'Cart, 1 item' : `Cart, ${n} items`),
  close: 'Close',
  loading: 'Loading…',
  retry: 'Try again',
  networkError: 'Something went wrong. Please try again.',
  errors: {},
  addToCart: 'Add to cart',
  adding: 'Adding…',
  buyNow: 'Buy now',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  outOfStock: 'Out of stock',
  inStock: 'In stock',
  onlyLeft: (n) => `Only ${n} left`,
  soldOutChoice: (c) => `${c} (out of stock)`,
  chooseOption: (o) => `Choose ${o.toLowerCase()}`,
  choose: 'Choose…',
  productNotFound: 'This product is not available.',
  addedShort: 'Added to your cart.',
  viewCart: 'View cart',
  originalPrice: 'Original price',
  salePrice: 'Sale price',
  images: (name) => `Images of ${name}`,
  imageOf: (i, n) => `Image ${i} of ${n}`,
  added: (name, n) => `${name} added to your cart. ${n === 1 ? '1 item' : `${n} items`} in the cart.`,
  checkingOut: 'Going to checkout…',
};
