// Entry of the `login-element` chunk, loaded (with the elements' chunk) only on pages with a <tote-login>: it builds on the elements'
// entry (so what both use stays in that chunk) and defines the sign-in element, whose code (the button, the member's menu, their
// texts and CSS) only this chunk carries.
import { Login, type LoginProps } from '../components/login/login.js';
import loginCss from '../components/login/login.css?inline';
import type { WidgetConfig } from '../config.js';
import { LOGIN_ATTRIBUTES } from '../elements/element-attributes.js';
import { LOGIN_TAG } from '../elements/shared-elements.js';
import { defineToteElement } from '../elements/tote-element.js';
import { watchMemberSession } from '../store/member-ended.js';
import { define as defineElements } from './elements.js';

/** Defines `<tote-login>` (once) and watches the member's session (member-ended.ts). */
export function defineLoginElement(): void {
  defineToteElement<LoginProps>(LOGIN_TAG, Login, LOGIN_ATTRIBUTES, loginCss);
  watchMemberSession();
}

/** Configures the page's widget as the elements' entry does (once: later calls change nothing) and defines `<tote-login>`. */
export function define(config: WidgetConfig): void {
  defineElements(config);
  defineLoginElement();
}
