// The hosted pages' texts in English, whole: the shape a translation follows (each page itself loads only its own parts, see messages.ts).
import { enShared } from './en-shared.js';
import { enLogin } from './en-login.js';
import { enReset } from './en-reset.js';
import { enAccount } from './en-account.js';
import { enProduct } from './en-product.js';
import { enCheckout } from './en-checkout.js';
import { enCheckoutLater } from './en-checkout-later.js';
import { enThankYou } from './en-thank-you.js';

/** Every text of the hosted pages. */
export const en = {
  ...enShared,
  ...enLogin,
  ...enReset,
  ...enAccount,
  ...enProduct,
  ...enCheckout,
  checkout: { ...enCheckout.checkout, ...enCheckoutLater },
  thankYou: { ...enCheckout.thankYou, ...enThankYou },
};

/** The shape of the texts. */
export type Messages = typeof en;
