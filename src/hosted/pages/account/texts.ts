// The texts of the account pages: its own English part added to the page's texts as this module loads; its files import messages from here.
import { enAccount } from '../../i18n/en-account.js';
import { addEnglish } from '../../i18n/messages.js';

addEnglish(enAccount);

export * from '../../i18n/messages.js';
