// Member events: a member registered, or their status changed; written in the transaction of the change, with the member as the members API answers it.
import type { Kysely } from 'kysely';
import { EntityFqdn, MemberEventType, type EventIdentity } from '../../../wire/events.js';
import type { IdentityStatus } from '../../db/identity-tables.js';
import type { Database } from '../../db/schema.js';
import { queueEvent } from '../../events/index.js';
import type { IdentityRow } from './identities.js';
import { memberToWire } from './member-wire.js';

/** Writes CREATED for a new member. */
export async function queueMemberCreated(trx: Kysely<Database>, member: IdentityRow, identity: EventIdentity, now: Date): Promise<void> {
  await queueEvent(
    trx,
    {
      siteId: member.site_id,
      eventType: MemberEventType.CREATED,
      entityFqdn: EntityFqdn.MEMBER,
      entityId: member.id,
      entity: memberToWire(member),
      identity,
    },
    now,
  );
}

/** Writes STATUS_CHANGED when a change moved the member out of `before` (reasons changing alone are no status change). */
export async function queueMemberStatusChange(
  trx: Kysely<Database>,
  before: IdentityStatus,
  member: IdentityRow,
  identity: EventIdentity,
  now: Date,
): Promise<void> {
  if (member.status === before) return;
  await queueEvent(
    trx,
    {
      siteId: member.site_id,
      eventType: MemberEventType.STATUS_CHANGED,
      entityFqdn: EntityFqdn.MEMBER,
      entityId: member.id,
      entity: memberToWire(member),
      identity,
    },
    now,
  );
}
