// Entry of the `estimate-form` chunk, loaded by `import()` from the drawer when the shopper opens the shipping estimate.
export { EstimateForm } from '../components/cart/estimate-form.js';
