// The chunk entry the loader calls when a page has a <tote-login>: it configures the page (setup.ts, as the other elements' entry
// does) and defines the sign-in element, whose code (the button, the member's menu, their texts and CSS) only this chunk carries.
import { Login, type LoginProps } from '../components/login/login.js';
import loginCss from '../components/login/login.css?inline';
import type { WidgetConfig } from '../config.js';
import { defineToteElement } from './tote-element.js';
import { setUpWidget } from '../setup.js';
import { LOGIN_ATTRIBUTES } from './element-attributes.js';
import { LOGIN_TAG } from './shared-elements.js';

/** Defines `<tote-login>` (once). */
export function defineLoginElement(): void {
  defineToteElement<LoginProps>(LOGIN_TAG, Login, LOGIN_ATTRIBUTES, loginCss);
}

/** Configures the page's widget (once: later calls change nothing) and defines `<tote-login>`. */
export function define(config: WidgetConfig): void {
  setUpWidget(config);
  defineLoginElement();
}
