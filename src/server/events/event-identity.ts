// Who caused an event, from the caller of the request that caused it.
import type { EventIdentity } from '../../wire/events.js';
import type { MerchantCaller, ShopperCaller } from '../auth/index.js';

/** A visitor (by visitor id), a member (by member id), a signed-in staff account (a Wix user) or a merchant's API key (an app, by the key's id). */
export function identityOfCaller(caller: Pick<ShopperCaller, 'kind' | 'subjectId'> | Pick<MerchantCaller, 'kind' | 'apiKeyId' | 'staffId'>): EventIdentity {
  switch (caller.kind) {
    case 'visitor':
      return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.subjectId };
    case 'member':
      return { identityType: 'MEMBER', memberId: caller.subjectId };
    case 'merchant':
      if (caller.staffId) return { identityType: 'WIX_USER', wixUserId: caller.staffId };
      return { identityType: 'APP', ...(caller.apiKeyId ? { appId: caller.apiKeyId } : {}) };
  }
}

/** The owner of a cart or checkout as who caused its events: a member, or else an anonymous visitor. */
export function identityOfOwner(ownerKind: string, ownerId: string): EventIdentity {
  return ownerKind === 'member' ? { identityType: 'MEMBER', memberId: ownerId } : { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: ownerId };
}
