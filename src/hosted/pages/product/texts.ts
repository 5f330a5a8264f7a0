// The texts of the product page: its own English part added to the page's texts as this module loads; its files import messages from here.
import { enProduct } from '../../i18n/en-product.js';
import { addEnglish } from '../../i18n/messages.js';

addEnglish(enProduct);

export * from '../../i18n/messages.js';
