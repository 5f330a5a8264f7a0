// Entry of the `checkout-actions` chunk, loaded by `import()` from the drawer when Checkout is pointed at or pressed: the SDK's checkout call.
export { checkout } from '../store/checkout-actions.js';
