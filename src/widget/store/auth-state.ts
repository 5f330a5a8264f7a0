// The shopper's part of the page's state: visitor or member, the member's name, the sign-in modal.

/** A signed-in member as the widget shows them. */
export interface SignedInMember {
  id: string;
  /** First name, nickname or e-mail: what the sign-in element shows. */
  name: string;
}

/** The auth state every element shares. */
export interface AuthState {
  /** The signed-in member, or undefined for a visitor. */
  member: SignedInMember | undefined;
  /** True once the page knows whether the shopper is a member. */
  authReady: boolean;
  /** The sign-in modal is open. */
  loginOpen: boolean;
  /** Why the last sign-in (through the hosted page) did not complete. */
  authError: string | undefined;
  /** Counts sign-ins and sign-outs of other tabs: the sign-in element reads the member again when it changes. */
  authChanges: number;
}

/** The state before the tokens are read. */
export const initialAuthState: AuthState = { member: undefined, authReady: false, loginOpen: false, authError: undefined, authChanges: 0 };
