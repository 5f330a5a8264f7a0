// The people who run a site: the owner `tote init` makes (and, later, staff the dashboard invites), with scrypt-hashed passwords.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { fieldError } from '../http/http-error.js';
import { isEmailAddress, normalizeEmail, hashPassword, passwordProblem } from '../identity/index.js';
import type { StaffRole } from '../../wire/admin.js';

/** What a staff account may do: the owner everything; staff orders, products and stock. */
export type { StaffRole } from '../../wire/admin.js';

/** Creates a staff account of a site; field violations for a malformed e-mail, a weak password or an e-mail already used there. */
export async function createStaffAccount(
  db: Kysely<Database>,
  siteId: string,
  input: { email: string; password: string; role: StaffRole },
  field = 'owner',
): Promise<{ id: string; email: string }> {
  const email = input.email.trim();
  if (!isEmailAddress(normalizeEmail(email))) throw fieldError(`${field}.email`, 'must be a valid e-mail address', 'FORMAT');
  const problem = passwordProblem(input.password);
  if (problem) throw fieldError(`${field}.password`, problem, 'VALIDATION');
  const taken = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('site_id', '=', siteId)
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (taken) throw fieldError(`${field}.email`, 'already has an account on this site', 'VALIDATION');
  const row = await db
    .insertInto('staff_accounts')
    .values({
      site_id: siteId,
      email,
      email_normalized: normalizeEmail(email),
      password_hash: await hashPassword(input.password),
      role: input.role,
      password_changed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/** The e-mail of the site's owner (the oldest owner account), who hears of every new order; undefined while the site has none. */
export async function ownerEmailOf(db: Kysely<Database>, siteId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff_accounts')
    .select('email')
    .where('site_id', '=', siteId)
    .where('role', '=', 'owner')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.email;
}
