// Entry of the `drawer` chunk, loaded by `import()` when the cart drawer first opens or Buy now is pressed: the drawer's components,
// actions and English texts.
export { CartDrawer, checkout } from '../components/cart/drawer.js';
