// The texts of the password reset page: its own English part added to the page's texts as this module loads; its files import messages from here.
import { enReset } from '../../i18n/en-reset.js';
import { addEnglish } from '../../i18n/messages.js';

addEnglish(enReset);

export * from '../../i18n/messages.js';
