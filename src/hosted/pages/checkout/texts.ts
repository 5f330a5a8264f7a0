// The texts of the checkout and its thank-you page: its own English part added to the page's texts as this module loads; its files import messages from here.
import { enCheckout } from '../../i18n/en-checkout.js';
import { addEnglish } from '../../i18n/messages.js';

addEnglish(enCheckout);

export * from '../../i18n/messages.js';
