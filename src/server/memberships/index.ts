// The public surface of the server's memberships: what other parts of the server import from it (only from here: .oxlintrc.json).
export { type CartMemberships, NO_MEMBERSHIPS, cartMemberships, choicesOf, storedSelection } from './cart-memberships.js';
export { chargeMemberships, returnMembershipUses } from './membership-charges.js';
export { type MembershipChoice } from './membership-eligibility.js';
export { membershipNoLongerEligible } from './membership-errors.js';
export { registerMembershipRoutes } from './routes/membership-routes.js';
