// The thank-you view's texts: the rest of `thankYou` added to the page's English as the view's chunk loads; its files import messages from here.
import { enThankYou } from '../../i18n/en-thank-you.js';
import { addEnglish } from './texts.js';

addEnglish({ thankYou: enThankYou });

export * from './texts.js';
