// The account's sections: one opened from the menu (its heading focused), or the one of a history entry.
import type { AccountSectionPath } from '../../../../wire/hosted-pages.js';
import { sectionOfPath } from './account-state.js';
import type { AccountStore } from './account-store.js';

/** Opens a section from the menu; false when it is the one shown (nothing to add to the history). */
export function openSection(account: AccountStore, section: AccountSectionPath): boolean {
  if (section === account.getState().section) return false;
  account.setState({ section, moved: true });
  return true;
}

/** Shows the section of a URL path the history went back or forward to (the page's own section when the path names none). */
export function followPath(account: AccountStore, pathname: string): void {
  account.setState({ section: sectionOfPath(account.sections, pathname) ?? account.home });
}
