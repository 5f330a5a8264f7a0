// The account's section menu: real links (each section has its own URL), switched in place with the history kept.
import type { AccountSectionInfo, AccountSectionPath } from '../../../wire/hosted-pages.js';
import { messages } from './texts.js';

/** Props of {@link AccountNav}. */
export interface AccountNavProps {
  sections: AccountSectionInfo[];
  current: AccountSectionPath;
  onOpen: (section: AccountSectionPath) => void;
}

/** The URL of a section, keeping the page's query (the `client` hint) but not an open order. */
export function sectionUrl(section: AccountSectionPath): string {
  const query = new URLSearchParams(location.search);
  query.delete('order');
  const search = query.toString();
  return `/hosted/account/${section}${search ? `?${search}` : ''}`;
}

/** The URL of one of the member's orders: the orders section with `order=<id>` (and the page's `client` hint). */
export function orderUrl(orderId: string): string {
  const query = new URLSearchParams(location.search);
  query.set('order', orderId);
  return `/hosted/account/orders?${query.toString()}`;
}

/** The order a URL's query opens, if any. */
export function orderOfSearch(search: string): string | undefined {
  return new URLSearchParams(search).get('order') || undefined;
}

/** The menu of sections. */
export function AccountNav({ sections, current, onOpen }: AccountNavProps) {
  const t = messages().account;
  return (
    <nav className="account-nav" aria-label={t.nav}>
      <ul>
        {sections
          .filter((section) => section.available || section.path === current)
          .map((section) => (
            <li key={section.path}>
              <a
                href={sectionUrl(section.path)}
                aria-current={section.path === current ? 'page' : undefined}
                className={section.available ? undefined : 'muted'}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                  event.preventDefault();
                  onOpen(section.path);
                }}
              >
                {t.sections[section.path]}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
