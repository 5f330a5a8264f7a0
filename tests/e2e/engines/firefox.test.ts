// The shopper's path in Debian's Firefox ESR over WebDriver BiDi (puppeteer-core), against the real store and demo shop.
import { launchFirefox } from './support/firefox.js';
import { shopperPath } from './support/shopper-path.js';

shopperPath(launchFirefox);
