// The texts of the checkout's later chunk (card, coupon, changes, placing the order): added to the page's English as the chunk loads; its files import messages from here.
import { enCheckoutLater } from '../../i18n/en-checkout-later.js';
import { addEnglish } from './texts.js';

addEnglish({ checkout: enCheckoutLater });

export * from './texts.js';
