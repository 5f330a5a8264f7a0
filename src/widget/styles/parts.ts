// The `::part()` names the elements expose for styling from the page: docs/embedding.md lists them, the npm entry exports them, and a
// component test checks that each one is rendered (the components write them as plain strings, so these lists stay out of the chunks).

/** Part names of `<tote-buy-box>`. */
export const BUY_BOX_PARTS = {
  root: 'buy-box',
  media: 'media',
  name: 'name',
  ribbon: 'ribbon',
  price: 'price',
  comparePrice: 'compare-at-price',
  unitPrice: 'unit-price',
  stock: 'stock',
  options: 'options',
  quantity: 'quantity',
  addToCart: 'add-to-cart',
  buyNow: 'buy-now',
  message: 'message',
  skeleton: 'skeleton',
} as const;

/** Part names of `<tote-cart>`. */
export const CART_PARTS = {
  button: 'cart-button',
  badge: 'badge',
  drawer: 'drawer',
  line: 'line',
  quantity: 'line-quantity',
  coupon: 'coupon',
  estimate: 'estimate',
  summary: 'summary',
  subtotal: 'subtotal',
  total: 'total',
  checkout: 'checkout',
  confirmation: 'confirmation',
  restore: 'restore',
} as const;

/** Part names of `<tote-login>`. */
export const LOGIN_PARTS = {
  button: 'login-button',
  menu: 'menu',
  modal: 'modal',
} as const;

/** Part names of `<tote-product-grid>`. */
export const PRODUCT_GRID_PARTS = {
  root: 'product-grid',
  search: 'search',
  searchInput: 'search-input',
  list: 'list',
  card: 'card',
  link: 'card-link',
  media: 'media',
  ribbon: 'ribbon',
  soldOut: 'sold-out',
  name: 'name',
  price: 'price',
  comparePrice: 'compare-at-price',
  addToCart: 'add-to-cart',
  optionsLink: 'options-link',
  loadMore: 'load-more',
  empty: 'empty',
  skeleton: 'skeleton',
} as const;
