// The frame of every signed-in page: a skip link, the header (the shop's name, who is signed in as a link to the account page, language, sign out), the <nav>, one <main>.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { reasonOf } from '../core/server-errors.js';
import { t, type AdminLanguage } from '../i18n/messages.js';
import { notify, signOut, switchLanguage } from '../state/admin-actions.js';
import { useAdmin } from '../state/use-admin.js';
import { Link } from './link.js';
import { NoticeRegion } from './notice-region.js';

/** The navigation's entries: dashboard path and text key. */
const NAV = [
  ['', 'home'],
  ['orders', 'orders'],
  ['products', 'products'],
  ['collections', 'collections'],
  ['inventory', 'inventory'],
  ['discounts', 'discounts'],
  ['shipping', 'shipping'],
  ['tax', 'tax'],
  ['members', 'members'],
  ['install', 'install'],
  ['developers', 'developers'],
  ['staff', 'staff'],
  ['settings', 'settings'],
] as const;

/**
 * The pages a `staff` account may use (orders, products and stock: STAFF_ROUTE_PREFIXES of the store); the nav shows a
 * staff member only these, the store refuses the rest with OWNER_ONLY.
 */
const STAFF_PAGES: ReadonlySet<string> = new Set(['', 'orders', 'products', 'collections', 'inventory']);

/** Which entry a path belongs to (`/admin/orders/abc` → `orders`). */
function section(path: string): string {
  return path.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
}

/** The signed-in frame around a page. */
export function Shell({ children }: { children: ReactNode }) {
  const path = useAdmin((s) => s.path);
  const staff = useAdmin((s) => s.staff);
  const shopName = useAdmin((s) => s.shopName);
  const language = useAdmin((s) => s.language);
  const [busy, setBusy] = useState(false);
  const texts = t();
  const current = section(path);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {texts.common.skipToContent}
      </a>
      <header className="topbar">
        <span className="brand">{shopName || texts.common.appName}</span>
        {staff ? (
          <Link to="account" className="who" current={current === 'account'}>
            {texts.nav.signedInAs(staff.email)}
          </Link>
        ) : (
          <span className="who" />
        )}
        <label htmlFor="language" className="visually-hidden">
          {texts.common.language}
        </label>
        <select id="language" value={language} onChange={(event) => void switchLanguage((event.currentTarget as HTMLSelectElement).value as AdminLanguage)}>
          <option value="en" lang="en">
            English
          </option>
          <option value="de" lang="de">
            Deutsch
          </option>
        </select>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            signOut().catch((error: unknown) => notify('error', reasonOf(error)));
          }}
        >
          {texts.nav.signOut}
        </button>
      </header>
      <nav className="sidebar" aria-label={texts.nav.label}>
        <ul>
          {NAV.filter(([to]) => staff?.role !== 'staff' || STAFF_PAGES.has(to)).map(([to, key]) => (
            <li key={key}>
              <Link to={to} current={current === to}>
                {texts.nav[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        <NoticeRegion />
        {children}
      </main>
    </div>
  );
}
