// The shopper's path in Debian's WebKitGTK (MiniBrowser) over WebDriver classic (WebKitWebDriver under xvfb-run).
import { launchWebKit } from './support/webkit.js';
import { shopperPath } from './support/shopper-path.js';

shopperPath(launchWebKit);
