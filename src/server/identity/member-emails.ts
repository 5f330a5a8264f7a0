// The e-mails members get: a verification code, a password-reset link, an activation link (text and HTML, data escaped).
import { mailDocument, type MailBrand } from '../mail/mail-layout.js';
import type { OutgoingMail } from '../mail/outbox.js';
import { escapeHtml } from '../oauth/html-page.js';

function html(brand: MailBrand, lines: string[]): string {
  return mailDocument(brand, lines.join(''), 'If you did not ask for this, ignore this e-mail.');
}

/** The 6-digit code that confirms an e-mail address. */
export function verificationCodeMail(siteId: string, brand: MailBrand, to: string, code: string, minutes: number): OutgoingMail {
  const siteName = brand.name;
  return {
    siteId,
    kind: 'verification-code',
    to,
    subject: `${siteName}: your code is ${code}`,
    text: `Your ${siteName} verification code is ${code}.\n\nIt is valid for ${minutes} minutes.\n\nIf you did not ask for this, ignore this e-mail.`,
    html: html(brand, [
      `<p>Your verification code:</p><p style="font-size:2em;letter-spacing:.2em"><strong>${escapeHtml(code)}</strong></p><p>It is valid for ${minutes} minutes.</p>`,
    ]),
  };
}

/** A link to set a new password (`purpose` RECOVERY) or a first one (ACTIVATION). */
export function passwordLinkMail(siteId: string, brand: MailBrand, to: string, link: string, purpose: 'RECOVERY' | 'ACTIVATION', hours: number): OutgoingMail {
  const siteName = brand.name;
  const action = purpose === 'RECOVERY' ? 'reset your password' : 'activate your account and choose a password';
  return {
    siteId,
    kind: purpose === 'RECOVERY' ? 'password-reset' : 'activation',
    to,
    subject: purpose === 'RECOVERY' ? `${siteName}: reset your password` : `${siteName}: activate your account`,
    text: `Open this link to ${action}:\n\n${link}\n\nThe link is valid for ${hours} hours and works once.\n\nIf you did not ask for this, ignore this e-mail.`,
    html: html(brand, [
      `<p>Open this link to ${escapeHtml(action)}:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>The link is valid for ${hours} hours and works once.</p>`,
    ]),
  };
}
