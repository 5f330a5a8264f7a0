// The account page's state as plain data (no UI): where the page stands with the member, the section shown, the sign-out, the orders, the two-step sign-in; and the section of a path.
import type { AccountSectionInfo, AccountSectionPath } from '../../../../wire/hosted-pages.js';
import type { PageMember } from '../../../api/members.js';
import type { OrderSummary } from '../../../api/orders.js';
import type { ErrorText } from '../../../core/error-text.js';
import type { ListFactorsResponse, StartTotpResponse } from '../../../../wire/identity.js';
import type { BuyAgainResponse, MyOrderResponse } from '../../../../wire/member-orders.js';
import type { FromWire } from '../../../../sdk/core/json.js';

/** One order opened from the list: none, loading, its details, or a failure to retry. */
export type OrderLoad =
  | { status: 'closed' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; id: string; details: FromWire<MyOrderResponse> }
  | { status: 'failed'; id: string; error: ErrorText };

/** "Buy again" of the open order: not asked, running, done with what could not be added, or failed. */
export type BuyAgainState =
  { status: 'idle' } | { status: 'busy' } | { status: 'done'; report: Omit<FromWire<BuyAgainResponse>, 'cart'> } | { status: 'failed'; error: ErrorText };

/** Where the page stands with the member: checking the hosted session, sent to the login, signed in, or failed to check. */
export type MemberSession =
  { status: 'checking' } | { status: 'signing-in' } | { status: 'ready'; member: PageMember } | { status: 'failed'; error: ErrorText };

/** The orders section's list: loading, the orders, no orders service in this store, or a failure to retry. */
export type OrdersLoad =
  { status: 'loading' } | { status: 'ready'; orders: OrderSummary[] } | { status: 'unavailable' } | { status: 'failed'; error: ErrorText };

/** The two-step section's data: the member's factors (once loaded), an authenticator app being set up, recovery codes shown once, a factor just removed. */
export interface TwoStep {
  factors?: ListFactorsResponse;
  pending?: StartTotpResponse;
  codes?: string[];
  removed: boolean;
}

/** The two-step section as it opens: nothing loaded, nothing to show. */
export const TWO_STEP_CLOSED: TwoStep = { removed: false };

/** Everything the account page shows besides its sections' own forms; change it only through the actions of this folder. */
export interface AccountState {
  session: MemberSession;
  section: AccountSectionPath;
  /** The member opened another section: its heading takes the focus. */
  moved: boolean;
  /** The sign-out is running; `signOutError` is why the last one failed. */
  signingOut: boolean;
  signOutError?: ErrorText;
  orders: OrdersLoad;
  /** The order opened from the list (its own URL: `?order=<id>` on the orders section). */
  order: OrderLoad;
  again: BuyAgainState;
  twoStep: TwoStep;
}

/** The page's first state: the section (and order) of its URL, the sign-in being checked. */
export function initialAccountState(section: AccountSectionPath, orderId?: string): AccountState {
  return {
    session: { status: 'checking' },
    section,
    moved: false,
    signingOut: false,
    orders: { status: 'loading' },
    order: orderId && section === 'orders' ? { status: 'loading', id: orderId } : { status: 'closed' },
    again: { status: 'idle' },
    twoStep: TWO_STEP_CLOSED,
  };
}

/** The section of a URL path (`/hosted/account/orders` → `orders`), or undefined. */
export function sectionOfPath(sections: AccountSectionInfo[], pathname: string): AccountSectionPath | undefined {
  const last = pathname.split('/').pop();
  return sections.find((s) => s.path === last)?.path;
}
