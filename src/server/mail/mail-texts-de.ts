// Every text of the store's e-mails in German (the shape of mail-texts-en.ts: a missing key fails the type-check).
import type { MailTexts } from './mail-texts-en.js';

/** The e-mails' texts in German. */
export const mailTextsDe: MailTexts = {
  ignoreFooter: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
  verification: {
    subject: (site: string, code: string) => `${site}: dein Code lautet ${code}`,
    intro: (site: string, code: string) => `Dein Bestätigungscode für ${site} lautet ${code}.`,
    htmlIntro: 'Dein Bestätigungscode:',
    validFor: (minutes: number) => `Er ist ${minutes} Minuten gültig.`,
  },
  passwordLink: {
    resetSubject: (site: string) => `${site}: Passwort zurücksetzen`,
    activationSubject: (site: string) => `${site}: Konto aktivieren`,
    resetAction: 'Öffne diesen Link, um dein Passwort zurückzusetzen:',
    activationAction: 'Öffne diesen Link, um dein Konto zu aktivieren und ein Passwort zu wählen:',
    validFor: (hours: number) => `Der Link ist ${hours} Stunden gültig und funktioniert einmal.`,
  },
  confirmation: {
    subject: (site: string, number: string) => `${site}: Bestellung Nr. ${number} bestätigt`,
    thanks: (number: string) => `Vielen Dank für deine Bestellung Nr. ${number}.`,
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: (title: string) => `Versand (${title})`,
    tax: 'Steuer',
    total: 'Gesamt',
    pickUpAt: 'Abholung bei',
    shipsTo: 'Lieferung an',
    delivery: 'Lieferzeit',
    paidWith: (brand: string, last4: string) => `Bezahlt mit ${brand}, Endung ${last4}`,
    testPayment: ' (TEST-Zahlung, es wurde kein Geld abgebucht)',
    howToPay: 'So bezahlst du',
    yourNote: 'Deine Nachricht',
  },
  shipped: {
    subject: (site: string, number: string, all: boolean) => `${site}: Bestellung Nr. ${number} ${all ? 'wurde versandt' : 'wurde teilweise versandt'}`,
    intro: (number: string, all: boolean) => `${all ? 'Deine Bestellung' : 'Ein Teil deiner Bestellung'} Nr. ${number} ist unterwegs.`,
    trackingNumber: (number: string, provider?: string) => `Sendungsnummer: ${number}${provider ? ` (${provider})` : ''}`,
    trackIt: (link: string) => `Sendung verfolgen: ${link}`,
    trackLink: 'Sendung verfolgen',
  },
  canceled: {
    subject: (site: string, number: string) => `${site}: Bestellung Nr. ${number} wurde storniert`,
    intro: (number: string, total: string) => `Deine Bestellung Nr. ${number} (${total}) wurde storniert.`,
    refundHint: 'Falls du schon bezahlt hast, erstattet dir der Shop den Betrag.',
  },
  refunded: {
    subject: (site: string, number: string) => `${site}: Erstattung für Bestellung Nr. ${number}`,
    intro: (amount: string, number: string) => `Wir haben dir ${amount} für deine Bestellung Nr. ${number} erstattet.`,
    soFar: (refunded: string, paid: string) => `Bisher erstattet: ${refunded} von ${paid} bezahlt.`,
  },
  staffInvitation: {
    subject: (site: string) => `${site}: Einladung in die Verwaltung des Shops`,
    intro: (site: string, role: string) => `Du bist eingeladen, ${site} als ${role} mitzuführen.`,
    roles: { owner: 'Inhaber (alle Rechte)', staff: 'Mitarbeiter (Bestellungen, Produkte und Lagerbestand)' },
    action: 'Öffne diesen Link, um ein Passwort zu wählen und dich anzumelden:',
    validFor: (days: number) => `Der Link ist ${days} Tage gültig und funktioniert einmal.`,
  },
  merchantDispute: {
    subject: (site: string, number: string) => `${site}: die Zahlung der Bestellung Nr. ${number} wird angefochten`,
    intro: (number: string, amount: string) => `Die Bank des Käufers ficht die Zahlung der Bestellung Nr. ${number} an (${amount}).`,
    state: (reason: string, status: string) => `Grund: ${reason}. Stand: ${status}.`,
    action: 'Beantworten Sie die Anfechtung im Stripe-Dashboard vor Ablauf der Frist; der Verlauf der Bestellung hält jede Änderung fest.',
  },
  merchantNewOrder: {
    subject: (site: string, number: string, total: string) => `${site}: neue Bestellung Nr. ${number} (${total})`,
    intro: (number: string, email: string) => `Neue Bestellung Nr. ${number} von ${email}.`,
    total: 'Gesamt',
    payment: (title: string, status: string) => `Zahlung: ${title} (${status})`,
    delivery: 'Versand',
    buyerNote: 'Nachricht des Käufers',
  },
  cartReminder: {
    subject: (site: string) => `${site}: Ihr Warenkorb wartet`,
    intro: (site: string) => `Diese Artikel liegen noch in Ihrem Warenkorb bei ${site}:`,
    action: 'Warenkorb öffnen',
    validFor: (days: number) => `Der Link holt Ihren Warenkorb ${days} Tage lang zurück.`,
    unsubscribe: 'Keine solchen Erinnerungen mehr',
    footer: (site: string) => `Sie erhalten diese E-Mail einmal, weil Sie bei ${site} eine Bestellung begonnen haben.`,
  },
};
