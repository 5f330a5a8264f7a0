// The e-mail of a cart reminder: what is in the cart, a link that brings it back on the owner's site, and a one-click way to stop them.
import { type OutgoingMail, mailDocument, type MailBrand, mailTexts } from '../mail/index.js';
import { escapeHtml } from '../oauth/index.js';
import { REMINDER_LINK_DAYS } from '../../wire/cart-reminders.js';
import { CART_REMINDER_MAIL } from './left-carts.js';

/** What the reminder shows and links to. */
export interface ReminderContent {
  siteId: string;
  to: string;
  brand: MailBrand;
  /** The cart's lines as the shopper knows them: `2 × Lamp`. */
  lines: string[];
  restoreUrl: string;
  unsubscribeUrl: string;
}

/** The reminder as a mail of the outbox. */
export function cartReminderMail(content: ReminderContent): OutgoingMail {
  const t = mailTexts(content.brand.locale).cartReminder;
  const site = content.brand.name;
  const text = [
    t.intro(site),
    '',
    ...content.lines,
    '',
    `${t.action}: ${content.restoreUrl}`,
    t.validFor(REMINDER_LINK_DAYS),
    '',
    t.footer(site),
    `${t.unsubscribe}: ${content.unsubscribeUrl}`,
  ].join('\n');
  const html = mailDocument(
    content.brand,
    `<p>${escapeHtml(t.intro(site))}</p>` +
      `<p>${content.lines.map(escapeHtml).join('<br>')}</p>` +
      `<p><a href="${escapeHtml(content.restoreUrl)}">${escapeHtml(t.action)}</a></p>` +
      `<p>${escapeHtml(t.validFor(REMINDER_LINK_DAYS))}</p>`,
    `${escapeHtml(t.footer(site))} <a href="${escapeHtml(content.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a>`,
  );
  return { siteId: content.siteId, kind: CART_REMINDER_MAIL, to: content.to, subject: t.subject(site), text, html };
}
