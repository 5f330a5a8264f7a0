// The texts of the sign-in page: its own English part added to the page's texts as this module loads; its files import messages from here.
import { enLogin } from '../../i18n/en-login.js';
import { addEnglish } from '../../i18n/messages.js';

addEnglish(enLogin);

export * from '../../i18n/messages.js';
