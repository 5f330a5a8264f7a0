// Delivers outbox mail over SMTP (nodemailer, SMTP_URL): claims pending rows, sends them, records success or the error.
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context.js';

/** Sender address of store mail. @default `Tote <no-reply@HOST of PUBLIC_URL>` */
export function senderOf(config: AppContext['config']): string {
  return `Tote <no-reply@${new URL(config.publicUrl).hostname}>`;
}

/** A claim older than this is taken over by another process (the first one died mid-send). */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** Attempts before a mail is given up on. */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** Sends what is pending in the outbox; a no-op without SMTP_URL. Returns how many mails were sent. */
export async function deliverPendingMail(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Promise<number> {
  const url = ctx.config.smtpUrl;
  if (!url) return 0;
  const now = ctx.clock();
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS);
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const ids = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
      .orderBy('created_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (ids.length === 0) return [];
    return trx
      .updateTable('mail_outbox')
      .set((eb) => ({ claimed_at: now, attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .returningAll()
      .execute();
  });
  let sent = 0;
  const transport = transportFor(url);
  for (const mail of claimed) {
    try {
      await transport.sendMail({ from: senderOf(ctx.config), to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      await ctx.db.updateTable('mail_outbox').set({ sent_at: ctx.clock(), last_error: null }).where('id', '=', mail.id).execute();
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await ctx.db
        .updateTable('mail_outbox')
        .set({ claimed_at: null, last_error: message.slice(0, 500) })
        .where('id', '=', mail.id)
        .execute();
    }
  }
  return sent;
}

/** Starts delivery in the background after a commit; failures stay in the outbox for the next run. */
export function deliverSoon(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, log: { error(obj: unknown, msg: string): void }): void {
  if (!ctx.config.smtpUrl) return;
  deliverPendingMail(ctx).catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'));
}
