// The e-mails members get: a verification code, a password-reset link, an activation link (text and HTML, data escaped, in the site's language).
import { mailDocument, type MailBrand, mailTexts, type OutgoingMail } from '../../mail/index.js';
import { escapeHtml } from '../../oauth/index.js';

function html(brand: MailBrand, lines: string[]): string {
  return mailDocument(brand, lines.join(''), escapeHtml(mailTexts(brand.locale).ignoreFooter));
}

/** The 6-digit code that confirms an e-mail address. */
export function verificationCodeMail(siteId: string, brand: MailBrand, to: string, code: string, minutes: number): OutgoingMail {
  const siteName = brand.name;
  const texts = mailTexts(brand.locale);
  const t = texts.verification;
  return {
    siteId,
    kind: 'verification-code',
    to,
    subject: t.subject(siteName, code),
    text: `${t.intro(siteName, code)}\n\n${t.validFor(minutes)}\n\n${texts.ignoreFooter}`,
    html: html(brand, [
      `<p>${escapeHtml(t.htmlIntro)}</p><p style="font-size:2em;letter-spacing:.2em"><strong>${escapeHtml(code)}</strong></p><p>${escapeHtml(t.validFor(minutes))}</p>`,
    ]),
  };
}

/** A link to set a new password (`purpose` RECOVERY) or a first one (ACTIVATION). */
export function passwordLinkMail(siteId: string, brand: MailBrand, to: string, link: string, purpose: 'RECOVERY' | 'ACTIVATION', hours: number): OutgoingMail {
  const siteName = brand.name;
  const texts = mailTexts(brand.locale);
  const t = texts.passwordLink;
  const action = purpose === 'RECOVERY' ? t.resetAction : t.activationAction;
  return {
    siteId,
    kind: purpose === 'RECOVERY' ? 'password-reset' : 'activation',
    to,
    subject: purpose === 'RECOVERY' ? t.resetSubject(siteName) : t.activationSubject(siteName),
    text: `${action}\n\n${link}\n\n${t.validFor(hours)}\n\n${texts.ignoreFooter}`,
    html: html(brand, [`<p>${escapeHtml(action)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.validFor(hours))}</p>`]),
  };
}
