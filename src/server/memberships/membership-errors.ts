// The application errors of memberships: unknown plans and memberships, and a membership that cannot pay what was chosen.
import { applicationError, notFound } from '../http/http-error.js';

/** 404 for a plan this site does not have (another site's included). */
export function membershipPlanNotFound(id: string) {
  return notFound('MEMBERSHIP_PLAN_NOT_FOUND', 'Membership plan', { id });
}

/** 404 for a membership this site does not have. */
export function membershipNotFound(id: string) {
  return notFound('MEMBERSHIP_NOT_FOUND', 'Membership', { id });
}

/** 409: between the checkout and the order the membership expired, was revoked or ran out of uses. */
export function membershipNoLongerEligible(id: string, reason: string) {
  return applicationError(409, 'MEMBERSHIP_NOT_ELIGIBLE', 'Membership can no longer pay', `${reason}; choose again at checkout`, { membershipId: id });
}
