// The mail outbox: every e-mail is a row written in the caller's transaction; delivery happens after commit (or never, without SMTP).
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { MailOutboxTable } from '../db/identity-tables.js';
import type { Database } from '../db/schema.js';

/** An e-mail to send. */
export interface OutgoingMail {
  siteId: string;
  /** What the mail is for: `verification-code`, `password-reset`, `activation`, ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A row of the outbox. */
export type OutboxRow = Selectable<MailOutboxTable>;

/** Puts a mail in the outbox (inside the caller's transaction); returns its id. */
export async function queueMail(db: Kysely<Database>, mail: OutgoingMail, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      site_id: mail.siteId,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
    })
    .execute();
  return id;
}

/** The newest mails of the outbox, optionally only those to one address (development page, tests). */
export async function listOutbox(db: Kysely<Database>, options: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  let query = db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(Math.min(options.limit ?? 50, 200));
  if (options.to) query = query.where('to_address', '=', options.to);
  return query.execute();
}
