// Entry of the `cart-restore` chunk, loaded by `import()` only on a page opened from a cart reminder's link (`#tote-restore=`).
export { restoreFromLink } from '../store/cart-restore.js';
