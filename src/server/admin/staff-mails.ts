// The e-mail a person invited to the dashboard gets: a link to choose a password (text and HTML, data escaped, in the site's language).
import type { StaffRole } from '../../wire/admin.js';
import { mailDocument, type MailBrand, mailTexts, type OutgoingMail } from '../mail/index.js';
import { escapeHtml } from '../oauth/index.js';

/** The invitation to become staff of a site, with its one-time link. */
export function staffInvitationMail(siteId: string, brand: MailBrand, to: string, role: StaffRole, link: string, days: number): OutgoingMail {
  const texts = mailTexts(brand.locale);
  const t = texts.staffInvitation;
  const intro = t.intro(brand.name, t.roles[role]);
  return {
    siteId,
    kind: 'staff-invitation',
    to,
    subject: t.subject(brand.name),
    text: `${intro}\n\n${t.action}\n\n${link}\n\n${t.validFor(days)}\n\n${texts.ignoreFooter}`,
    html: mailDocument(
      brand,
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(t.action)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.validFor(days))}</p>`,
      escapeHtml(texts.ignoreFooter),
    ),
  };
}
